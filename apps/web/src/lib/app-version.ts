/** Shown under the sign-in forms (spec §1); kept in step with the workspace's package.json version. */
export const APP_VERSION = '0.1.0';
