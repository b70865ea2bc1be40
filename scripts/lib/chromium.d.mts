export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare function browserTestChromiumPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
export declare const CHROMIUM_ARGS: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare function browserTestLaunchOptions(): { executablePath: string; args: string[] };
