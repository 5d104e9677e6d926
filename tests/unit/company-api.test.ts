import { describe, expect, it, vi } from 'vitest';
import { companyApi } from '../../src/api/company';
import { createHttp } from '../../src/api/http';

/** docs/product.md §7: an uploaded logo's address is published as the logo update, unless the upload skips it. */
describe('Company/upload-logo publishing', () => {
  const answering = (result: unknown) => vi.fn(async () => new Response(JSON.stringify({ result }), { status: 200 }));

  it('publishes the new logo with its company', async () => {
    const published = vi.fn();
    const fetch = answering('data:image/png;base64,AAAA');
    const api = companyApi(createHttp({ baseUrl: 'http://api.test', fetch }), { onLogoUploaded: published });
    await api.uploadLogo(new Blob(['x'], { type: 'image/png' }), 4);
    expect(published).toHaveBeenCalledWith(4, 'data:image/png;base64,AAAA');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/Company/upload-logo?companyId=4');
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('does not publish when the upload skips it, nor when the upload fails', async () => {
    const published = vi.fn();
    const ok = companyApi(createHttp({ baseUrl: 'http://api.test', fetch: answering('data:image/png;base64,AAAA') }), {
      onLogoUploaded: published,
    });
    await ok.uploadLogo(new Blob(['x'], { type: 'image/png' }), 4, { skipPublish: true });
    const failing = vi.fn(
      async () =>
        new Response(JSON.stringify({ errors: { file: ['The logo must be 500 kB or smaller'] } }), { status: 400 }),
    );
    const refused = companyApi(createHttp({ baseUrl: 'http://api.test', fetch: failing }), {
      onLogoUploaded: published,
    });
    await expect(refused.uploadLogo(new Blob(['x'], { type: 'image/png' }), 4)).rejects.toMatchObject({ status: 400 });
    expect(published).not.toHaveBeenCalled();
  });
});
