/**
 * Props without their undefined values. A server component's element, and a client component's
 * props, are written into the RSC payload of every document: an undefined prop still costs
 * `"name":"$undefined"` there, on every card and section (the home's byte budget, docs/performance.md).
 */
export function definedProps<T extends Record<string, unknown>>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as T;
}
