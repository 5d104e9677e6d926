import type { Rolldown } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { builtBase, demoBase, demoOutDir, staticHostFallback } from '../../scripts/demo-build';

describe('the demo build for static hosts (scripts/demo-build.ts)', () => {
  it('DEMO_BASE is the root when not given, and a path with a slash at both ends otherwise', () => {
    expect(demoBase(undefined)).toBe('/');
    expect(demoBase('')).toBe('/');
    expect(demoBase('/')).toBe('/');
    expect(demoBase('/job-board/')).toBe('/job-board/');
    expect(demoBase('job-board')).toBe('/job-board/');
    expect(demoBase('/apps/job-board')).toBe('/apps/job-board/');
  });

  it('refuses a base that is not a path on the host', () => {
    expect(() => demoBase('./')).toThrow('DEMO_BASE must be a path on the host');
    expect(() => demoBase('https://example.test/job-board/')).toThrow('DEMO_BASE must be a path on the host');
  });

  it('a root build goes to dist-demo, a sub-path build to its own folder', () => {
    expect(demoOutDir('/')).toBe('dist-demo');
    expect(demoOutDir('/job-board/')).toBe('dist-demo-sub');
  });

  it('reads the base a built page was made for', () => {
    const page = (src: string) => `<head><script type="module" crossorigin src="${src}"></script></head>`;
    expect(builtBase(page('/assets/index-abc.js'))).toBe('/');
    expect(builtBase(page('/job-board/assets/index-abc.js'))).toBe('/job-board/');
    expect(builtBase('<p>no script</p>')).toBeNull();
  });

  it('writes 404.html as the same page as index.html', () => {
    const plugin = staticHostFallback();
    const hook = plugin.generateBundle as {
      handler: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void;
    };
    const emitFile = vi.fn();
    const html = '<!doctype html><div id="root"></div>';
    const bundle = {
      'index.html': { type: 'asset', fileName: 'index.html', source: html },
    } as unknown as Rolldown.OutputBundle;
    hook.handler.call({ emitFile }, {}, bundle);
    expect(emitFile).toHaveBeenCalledWith({ type: 'asset', fileName: '404.html', source: html });
  });
});
