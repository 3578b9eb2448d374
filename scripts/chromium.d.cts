export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumExecutable(): string;
export declare function findChromium(): string | undefined;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
