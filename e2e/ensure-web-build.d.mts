export function isWebBuildFresh(): boolean;
export function ensureWebBuild(): boolean;
