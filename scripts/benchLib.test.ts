// @vitest-environment node
import { describe, expect, it } from 'vitest';

type Chunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;
type SizeGroup = { jsGzipKB: number; cssGzipKB: number; files: { file: string; gzipKB: number }[] };

/** The part of benchLib.mjs under test, typed here because TypeScript does not read .mjs files. */
interface BenchLib {
  kb(bytes: number): number;
  median(values: number[]): number | null;
  percentile(values: number[], p: number): number | null;
  summarizeMs(values: number[]): { runs: number; medianMs: number | null; p95Ms: number | null; minMs: number | null };
  entryKey(manifest: Manifest): string;
  keysForSource(manifest: Manifest, sourcePath: string): string[];
  staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string>;
  outputFiles(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] };
  sizeGroup(
    manifest: Manifest,
    keys: Iterable<string>,
    sizeOf: (file: string) => number,
    exclude?: Set<string>,
  ): SizeGroup;
  bundleFigures(
    dir: string,
    manifest: Manifest,
    sizeOf: (file: string) => number,
  ): Record<string, { jsGzipKB: number; files?: { file: string; gzipKB: number }[] }>;
  checkBudgets(
    figures: Record<string, { jsGzipKB: number }>,
    budgets: { jsGzipKB: Record<string, number> },
  ): { name: string; kb: number; budgetKB: number; over: boolean }[];
}

// A computed specifier, so the type checker (no allowJs) does not look for a declaration file.
const benchLibPath = './benchLib.mjs';
const {
  bundleFigures,
  checkBudgets,
  entryKey,
  keysForSource,
  kb,
  median,
  outputFiles,
  percentile,
  sizeGroup,
  staticClosure,
  summarizeMs,
} = (await import(/* @vite-ignore */ benchLibPath)) as BenchLib;

// The shape Vite writes to dist/.vite/manifest.json, trimmed: route chunks import the entry back.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/routes/login.index.tsx?tsr-split=component', 'mocks/browser.ts'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/routes/login.index.tsx': { file: 'assets/login.index.js', imports: ['index.html'] },
  'src/routes/login.index.tsx?tsr-split=component': {
    file: 'assets/login.split.js',
    imports: ['index.html', '_alert.js'],
    css: ['assets/login.css'],
  },
  '_alert.js': { file: 'assets/alert.js', imports: ['_shared.js'] },
  'mocks/browser.ts': { file: 'assets/browser.js', isDynamicEntry: true },
};

describe('statistics', () => {
  it('rounds kilobytes to one decimal', () => {
    expect(kb(1024)).toBe(1);
    expect(kb(1536)).toBe(1.5);
    expect(kb(100)).toBe(0.1);
  });

  it('takes the median of odd and even counts without sorting the input in place', () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('uses the nearest rank for percentiles, so p95 of 7 runs is the slowest', () => {
    const runs = [10, 70, 20, 60, 30, 50, 40];
    expect(percentile(runs, 95)).toBe(70);
    expect(percentile(runs, 50)).toBe(40);
    expect(percentile([], 95)).toBeNull();
  });

  it('summarises runs in whole milliseconds', () => {
    expect(summarizeMs([100.4, 300.6, 200.2])).toEqual({ runs: 3, medianMs: 200, p95Ms: 301, minMs: 100 });
  });
});

describe('manifest', () => {
  it('finds the entry and every code-split variant of a source file', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(keysForSource(manifest, 'src/routes/login.index.tsx')).toEqual([
      'src/routes/login.index.tsx',
      'src/routes/login.index.tsx?tsr-split=component',
    ]);
    expect(keysForSource(manifest, 'src/routes/login')).toEqual([]);
  });

  it('follows static imports through cycles but not dynamic imports', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_shared.js', 'index.html']);
    expect([...staticClosure(manifest, ['src/routes/login.index.tsx?tsr-split=component'])].sort()).toEqual([
      '_alert.js',
      '_shared.js',
      'index.html',
      'src/routes/login.index.tsx?tsr-split=component',
    ]);
    expect(() => staticClosure(manifest, ['missing.js'])).toThrow('missing.js');
  });

  it('separates JS from CSS output files', () => {
    const keys = staticClosure(manifest, ['src/routes/login.index.tsx?tsr-split=component']);
    expect(outputFiles(manifest, keys)).toEqual({
      js: ['assets/alert.js', 'assets/index.js', 'assets/login.split.js', 'assets/shared.js'],
      css: ['assets/index.css', 'assets/login.css'],
    });
  });

  it('sizes a group largest file first, leaving out excluded files', () => {
    const sizes: Record<string, number> = {
      'assets/index.js': 2048,
      'assets/shared.js': 1024,
      'assets/index.css': 512,
    };
    const group = sizeGroup(manifest, staticClosure(manifest, ['index.html']), (file: string) => sizes[file] ?? 0);
    expect(group).toEqual({
      jsGzipKB: 3,
      cssGzipKB: 0.5,
      files: [
        { file: 'assets/index.js', gzipKB: 2 },
        { file: 'assets/shared.js', gzipKB: 1 },
        { file: 'assets/index.css', gzipKB: 0.5 },
      ],
    });
    const withoutShared = sizeGroup(
      manifest,
      staticClosure(manifest, ['index.html']),
      (file: string) => sizes[file] ?? 0,
      new Set(['assets/shared.js']),
    );
    expect(withoutShared.jsGzipKB).toBe(2);
  });
});

describe('bundleFigures', () => {
  // A build as the budgets read it: the app's start, the chart's canvas importing echarts' chunks
  // (one shared with a part), and two parts on demand, one of them importing a chunk of its own.
  const app: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      dynamicImports: ['src/app/startUp.tsx', 'src/app/startApp.tsx'],
    },
    'src/app/startUp.tsx': { file: 'assets/startUp.js', imports: ['index.html'] },
    'src/app/signIn/startLogin.tsx': { file: 'assets/startLogin.js', imports: ['index.html'] },
    'virtual:login-messages/en': { file: 'assets/login-en.js' },
    'src/app/startApp.tsx': { file: 'assets/startApp.js', imports: ['index.html'] },
    'messages/en.json': { file: 'assets/en.js' },
    'src/routes/_auth.tsx': { file: 'assets/auth.js', imports: ['src/app/startApp.tsx'] },
    'mocks/browser.ts': { file: 'assets/browser.js', isDynamicEntry: true },
    'src/ui/Chart/EChartsCanvas.tsx': {
      file: 'assets/EChartsCanvas.js',
      isDynamicEntry: true,
      imports: ['index.html', '_echartsSetup.js'],
    },
    '_echartsSetup.js': { file: 'assets/echartsSetup.js', imports: ['_core.js'] },
    '_core.js': { file: 'assets/core.js' },
    'src/ui/Chart/parts/dataZoom.ts': { file: 'assets/dataZoom.js', isDynamicEntry: true, imports: ['_core.js'] },
    'src/ui/Chart/parts/heatmap.ts': {
      file: 'assets/heatmap.js',
      isDynamicEntry: true,
      imports: ['_core.js', '_heatmapLayer.js'],
    },
    '_heatmapLayer.js': { file: 'assets/heatmapLayer.js' },
  };
  const sizes: Record<string, number> = {
    'assets/index.js': 10 * 1024,
    'assets/startUp.js': 50 * 1024,
    'assets/startLogin.js': 4 * 1024,
    'assets/EChartsCanvas.js': 3 * 1024,
    'assets/echartsSetup.js': 40 * 1024,
    'assets/core.js': 110 * 1024,
    'assets/dataZoom.js': 12 * 1024,
    'assets/heatmap.js': 5 * 1024,
    'assets/heatmapLayer.js': 2 * 1024,
  };
  const figures = bundleFigures('/nonexistent', app, (file: string) => sizes[file] ?? 0);

  it('counts in the first screen the start-up the entry asks for at once, not the entry alone', () => {
    expect(figures.firstScreen?.jsGzipKB).toBe(64);
    expect(figures.entry?.jsGzipKB).toBe(10);
  });

  it('counts as the chart what the first chart adds to the app: its canvas and all it imports statically', () => {
    expect(figures.chart?.jsGzipKB).toBe(153);
    expect(figures.chart?.files?.map(({ file }) => file)).toEqual([
      'assets/core.js',
      'assets/echartsSetup.js',
      'assets/EChartsCanvas.js',
    ]);
  });

  it('counts the on-demand parts and their own chunks on top of the chart, echarts not twice', () => {
    expect(figures.chartParts?.jsGzipKB).toBe(19);
    expect(figures.chartParts?.files?.map(({ file }) => file)).toEqual([
      'assets/dataZoom.js',
      'assets/heatmap.js',
      'assets/heatmapLayer.js',
    ]);
  });
});

describe('checkBudgets', () => {
  const budgets = { jsGzipKB: { firstScreen: 150, shell: 40 } };

  it('passes a figure at its budget and fails one a tenth of a KB over it', () => {
    const results = checkBudgets({ firstScreen: { jsGzipKB: 150 }, shell: { jsGzipKB: 40.1 } }, budgets);
    expect(results).toEqual([
      { name: 'firstScreen', kb: 150, budgetKB: 150, over: false },
      { name: 'shell', kb: 40.1, budgetKB: 40, over: true },
    ]);
  });

  it('refuses a budget for a figure it cannot measure, rather than passing it', () => {
    expect(() => checkBudgets({ firstScreen: { jsGzipKB: 1 } }, budgets)).toThrow(/shell/);
  });
});
