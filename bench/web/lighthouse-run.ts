import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script and stylesheet the page loaded, as absolute URLs. */
  assets: { url: string; type: 'Script' | 'Stylesheet' }[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** One Lighthouse run (its default: mobile, simulated throttling) in a fresh Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const details = audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
    const assets = (details?.items ?? []).flatMap((item): LighthouseFigures['assets'] => {
      const type = item.resourceType;
      return type === 'Script' || type === 'Stylesheet' ? [{ url: item.url, type }] : [];
    });
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      assets,
    };
  } finally {
    chrome.kill();
  }
}
