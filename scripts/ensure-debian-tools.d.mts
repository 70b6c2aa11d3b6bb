export interface DebianTool {
  name: string;
  debianPackage: string;
  isThere: () => boolean;
}

export function ensureDebianTools(tools: DebianTool[]): boolean;
