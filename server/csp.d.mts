export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(hashes: string[], options: { https: boolean }): string;
