export declare const DEMO_PERSONAL_HASH_SECRET: string;
export declare function normalizePersonal(value: string): string;
export declare function personalHash(secret: string, value: string): string;
