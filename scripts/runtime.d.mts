export const NODE_MAJOR: number;
export function runtimeProblem(versions?: NodeJS.ProcessVersions, ownUndici?: string): string | null;
export function checkRuntime(): void;
