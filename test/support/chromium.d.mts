/** The Chromium binary: $CHROME_PATH, else the system one. */
export declare const CHROMIUM_PATH: string;

/** Launch arguments: no sandbox or GPU in containers, and none of the browser's own background traffic. */
export declare const CHROMIUM_ARGS: string[];
