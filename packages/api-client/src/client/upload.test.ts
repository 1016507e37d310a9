import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutations } from '../react/hooks.ts';
import { createHadafClient } from './create-client.ts';
import { readRedemptionFailure } from '@hadaf/domain';
import { ApiError, NetworkError, ValidationError, toApiFailure } from './errors.ts';
import { callOperation } from './operations.ts';
import { createTokenStore, memoryCookieJar } from './token-store.ts';

const API = 'http://hadaf.test/api';
const FORMS_PATH = '/v2/prize-redemption/generate-redemption-forms';

interface ProgressEventLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** Just enough of XMLHttpRequest: the test scripts each request's answer with `FakeXhr.answer`. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  static answer: (xhr: FakeXhr) => void = (xhr) => xhr.respond(200, { data: [] });

  method = '';
  url = '';
  async = false;
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  rawHeaders = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEventLike) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string, async: boolean) {
    Object.assign(this, { method, url, async });
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getAllResponseHeaders() {
    return this.rawHeaders;
  }

  send(body: unknown) {
    this.body = body;
    setTimeout(() => FakeXhr.answer(this), 0);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }

  respond(status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
    this.upload.onload?.();
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Unprocessable Content';
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.rawHeaders = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

const FORMS = { data: [{ name: 'receipt', file: 'https://hadaf.test/forms/88-receipt.pdf' }, { name: 'tax-form', file: 'https://hadaf.test/forms/88-tax-form.pdf' }] };
const INVALID = { message: 'The given data was invalid.', errors: { national_id_scans: ['Both front and back scans are required.'] } };

function scan(bytes = 1024) {
  return new File([new Uint8Array(bytes)], 'front.png', { type: 'image/png' });
}

function formsBody() {
  return { user_prize_id: 88, national_id: '29001011234567', legal_name: 'Ahmed Samir', 'national_id_scans[front]': scan(), 'national_id_scans[back]': scan(2048) };
}

/** A client whose plain fetch answers with `answer` (the refresh call and the fetch path go there). */
function setup(answer: (request: Request) => Response | Promise<Response> = () => Response.json(FORMS)) {
  const tokenStore = createTokenStore({ jar: memoryCookieJar() });
  tokenStore.setTokens({ access_token: 'old-access', refresh_token: 'old-refresh' });
  const fetched: Request[] = [];
  const expired: unknown[] = [];
  const client = createHadafClient({
    baseUrl: API,
    tokenStore,
    getLanguage: () => 'ar',
    getLocation: () => '/profile/prizes',
    onSessionExpired: (info) => expired.push(info),
    fetch: async (request) => {
      fetched.push(request);
      return answer(request);
    },
  });
  return { client, tokenStore, fetched, expired };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

beforeEach(() => {
  FakeXhr.instances = [];
  FakeXhr.answer = (xhr) => xhr.respond(200, FORMS);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('upload progress', () => {
  it('reports the upload as whole percentages from 0 to 100, never going back', async () => {
    FakeXhr.answer = (xhr) => {
      xhr.progress(0, 4000);
      xhr.progress(1000, 4000);
      xhr.progress(1000, 4000);
      xhr.progress(2999, 4000);
      xhr.progress(500, 4000, false);
      xhr.progress(4000, 4000);
      xhr.respond(200, FORMS);
    };
    const { client, fetched } = setup();
    const reported: number[] = [];
    const data = await callOperation(client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: (percent) => reported.push(percent) });
    expect(reported).toEqual([0, 25, 74, 100]);
    expect(data).toEqual(FORMS);
    expect(fetched).toEqual([]);
  });

  it('reaches 100 once the answer is in, even without progress events', async () => {
    const { client } = setup();
    const reported: number[] = [];
    await callOperation(client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: (percent) => reported.push(percent) });
    expect(reported).toEqual([0, 100]);
  });

  it('sends the FormData itself with the middleware headers, to the client base URL', async () => {
    const { client } = setup();
    await callOperation(client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: () => undefined });
    const [xhr] = FakeXhr.instances;
    expect(xhr).toMatchObject({ method: 'POST', url: `${API}${FORMS_PATH}`, async: true, withCredentials: false });
    expect(xhr?.headers).toMatchObject({ authorization: 'Bearer old-access', 'x-locale': 'ar', accept: 'application/json' });
    // The browser writes multipart's Content-Type with the boundary of the body it sends.
    expect(xhr?.headers['content-type']).toBeUndefined();
    expect(xhr?.body).toBeInstanceOf(FormData);
    const form = xhr?.body as FormData;
    expect(form.get('user_prize_id')).toBe('88');
    expect(form.get('legal_name')).toBe('Ahmed Samir');
    expect((form.get('national_id_scans[back]') as File).size).toBe(2048);
  });

  it('parses the JSON answer as openapi-fetch does, and sends a JSON body with its Content-Type', async () => {
    FakeXhr.answer = (xhr) => xhr.respond(200, { data: { id: 88, status: 'redeemed' } }, { 'Content-Type': 'application/json', Date: 'Sat, 01 Jan 2000 00:00:00 GMT' });
    const { client } = setup();
    const data = await callOperation(client, 'post', '/admin/prize-redemptions/{id}/complete', { params: { path: { id: 88 } }, body: { transfer_reference: 'VF-1' } }, {
      onUploadProgress: () => undefined,
    });
    expect(data).toEqual({ data: { id: 88, status: 'redeemed' } });
    const [xhr] = FakeXhr.instances;
    expect(xhr?.url).toBe(`${API}/admin/prize-redemptions/88/complete`);
    expect(xhr?.headers['content-type']).toBe('application/json');
    expect(xhr?.body).toBe('{"transfer_reference":"VF-1"}');
    // The response headers reach the middleware (the server clock learns from Date).
    expect(client.serverClock.offsetMs()).toBeLessThan(-1000);
  });

  it('a 422 is the same ValidationError as on the fetch path', async () => {
    const viaFetch = await rejection(
      callOperation(setup(() => Response.json(INVALID, { status: 422, statusText: 'Unprocessable Content' })).client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart' }),
    );
    FakeXhr.answer = (xhr) => xhr.respond(422, INVALID);
    const viaXhr = await rejection(callOperation(setup().client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: () => undefined }));
    expect(viaXhr).toBeInstanceOf(ValidationError);
    expect(viaFetch).toBeInstanceOf(ValidationError);
    const shape = (error: unknown) => {
      const { kind, status, message, body, fieldErrors, name } = error as ValidationError;
      return { kind, status, message, body, fieldErrors, name, messages: (error as ValidationError).messages() };
    };
    expect(shape(viaXhr)).toEqual(shape(viaFetch));
    expect(shape(viaXhr)).toMatchObject({ status: 422, body: INVALID, fieldErrors: INVALID.errors, message: 'The given data was invalid.' });
    // The prize redemption machine reads {status, errors, message} from a plain object: toApiFailure gives it one.
    expect(readRedemptionFailure(toApiFailure(viaXhr))).toEqual({ serverErrors: ['Both front and back scans are required.'], errorMessage: null });
    expect(readRedemptionFailure(toApiFailure(viaXhr))).toEqual(readRedemptionFailure(toApiFailure(viaFetch)));
  });

  it('no answer is a NetworkError, as on the fetch path', async () => {
    FakeXhr.answer = (xhr) => xhr.fail();
    const reported: number[] = [];
    const error = await rejection(callOperation(setup().client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: (percent) => reported.push(percent) }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 0, kind: 'network' });
    expect(reported).toEqual([0]);
  });

  it('aborting the signal aborts the upload', async () => {
    FakeXhr.answer = () => undefined;
    const controller = new AbortController();
    const pending = rejection(callOperation(setup().client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', signal: controller.signal, onUploadProgress: () => undefined }));
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    controller.abort();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(FakeXhr.instances[0]?.aborted).toBe(true);
  });

  it('a 401 Unauthenticated. refreshes the token and sends the upload again, with progress, through XMLHttpRequest', async () => {
    FakeXhr.answer = (xhr) => {
      xhr.progress(50, 100);
      if (FakeXhr.instances.length === 1) xhr.respond(401, { message: 'Unauthenticated.' });
      else xhr.respond(200, FORMS);
    };
    const { client, tokenStore, fetched } = setup(async (request) => {
      expect(request.url).toBe(`${API}/v2/oauth/token`);
      return Response.json({ token_type: 'Bearer', expires_in: 3600, access_token: 'new-access', refresh_token: 'new-refresh' });
    });
    const reported: number[] = [];
    const data = await callOperation(client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: (percent) => reported.push(percent) });
    expect(data).toEqual(FORMS);
    expect(fetched).toHaveLength(1);
    expect(tokenStore.getAccessToken()).toBe('new-access');
    expect(FakeXhr.instances.map((xhr) => xhr.headers['authorization'])).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(FakeXhr.instances[1]?.body).toBe(FakeXhr.instances[0]?.body);
    // Each attempt reports its own upload.
    expect(reported).toEqual([0, 50, 100, 0, 50, 100]);
  });

  it('a second 401 reaches the caller as UnauthenticatedError', async () => {
    FakeXhr.answer = (xhr) => xhr.respond(401, { message: 'Unauthenticated.' });
    const { client } = setup(() => Response.json({ token_type: 'Bearer', expires_in: 3600, access_token: 'new-access', refresh_token: 'new-refresh' }));
    const error = await rejection(callOperation(client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: () => undefined }));
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401 });
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('without a progress callback the call stays on fetch; without XMLHttpRequest too', async () => {
    const { client, fetched } = setup();
    await callOperation(client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart' });
    vi.stubGlobal('XMLHttpRequest', undefined);
    const reported: number[] = [];
    await callOperation(client, 'post', FORMS_PATH, { body: formsBody() }, { encoding: 'multipart', onUploadProgress: (percent) => reported.push(percent) });
    expect(FakeXhr.instances).toHaveLength(0);
    expect(fetched).toHaveLength(2);
    expect(reported).toEqual([]);
  });
});

describe('the multipart mutations take onUploadProgress in their variables', () => {
  it.each([
    ['generateRedemptionForms', () => mutations.generateRedemptionForms.run, FORMS, formsBody()],
    ['submitRedemptionRequest', () => mutations.submitRedemptionRequest.run, { data: { id: 88, amount: 500, status: 'processing', logs: [], reason: null } }, { ...formsBody(), 'redemption_method[name]': 'Coins', forms: ['receipt', 'tax-form'] }],
    ['updateProfile', () => mutations.updateProfile.run, { data: { id: 1, name: 'Ahmed' } }, { name: 'Ahmed', profile_picture: scan() }],
  ] as const)('%s', async (_name, run, answer, body) => {
    FakeXhr.answer = (xhr) => {
      xhr.progress(1, 2);
      xhr.respond(200, answer);
    };
    const { client } = setup();
    const reported: number[] = [];
    const mutate = run() as unknown as (c: typeof client, q: QueryClient, v: unknown) => Promise<unknown>;
    expect(await mutate(client, new QueryClient(), { body, onUploadProgress: (percent: number) => reported.push(percent) })).toEqual(answer);
    expect(reported).toEqual([0, 50, 100]);
    expect(FakeXhr.instances[0]?.body).toBeInstanceOf(FormData);
  });
});
