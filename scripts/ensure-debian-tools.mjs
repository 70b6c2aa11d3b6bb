// Installs missing Debian packages a command needs, when we may use apt (root, or sudo without a password).
import { execSync } from 'node:child_process';

/** @param {{ name: string, debianPackage: string, isThere: () => boolean }[]} tools */
export function ensureDebianTools(tools) {
  const missing = tools.filter((tool) => !tool.isThere());
  if (missing.length === 0) return true;
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo -n ';
  console.log(`${missing.map((tool) => tool.name).join(' and ')} missing; installing Debian's ${packages}...`);
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
      { stdio: 'inherit' },
    );
  } catch {
    console.error(`Could not install them. Install them with: sudo apt-get install -y ${packages}`);
    return false;
  }
  return missing.every((tool) => tool.isThere());
}
