export function migrate(url: string): Promise<string[]>;
