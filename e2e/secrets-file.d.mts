export declare function writeSecretsFile(secrets: Record<string, string>): void;
