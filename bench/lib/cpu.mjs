// CPU time of a process group (user + system, every process of the group), from /proc. On a
// shared machine the CPU a server spends per request is steadier than its requests per second,
// which also depend on what the neighbours run.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ on Linux

/** @returns {number | null} milliseconds of CPU used so far by the processes of group `pgid` */
export function groupCpuMs(pgid) {
  let ticks = 0;
  let found = false;
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // Fields after "(comm)": state ppid pgrp … utime(14) stime(15) in proc(5) numbering.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return found ? (ticks / TICKS_PER_S) * 1000 : null;
}
