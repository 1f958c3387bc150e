export declare const TEST_SECRETS: Readonly<Record<string, string>>;
