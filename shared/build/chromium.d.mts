export declare const SYSTEM_CHROMIUM: string;

/** The Chromium to launch and the environment it needs (the bundled one needs its libraries on LD_LIBRARY_PATH). */
export declare function findChromium(env?: NodeJS.ProcessEnv): Promise<{ executablePath: string; env: NodeJS.ProcessEnv }>;
