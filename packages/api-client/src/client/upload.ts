/**
 * Upload progress. fetch cannot report how much of a request body has been sent, so a call given a progress
 * callback goes through XMLHttpRequest instead, as openapi-fetch's per-request `fetch`: the client's middleware
 * still builds the request (base URL, bearer token, X-Locale, Accept), still sees the response (401 → refresh →
 * one retry, which goes through this transport again) and the answer is unwrapped into the same typed errors.
 */

/** Receives the share of the request body sent so far: whole numbers from 0 to 100, never going back within one attempt. */
export type UploadProgressHandler = (percent: number) => void;

export interface UploadProgressOptions {
  /**
   * Reports upload progress (0–100). Given, the call is sent with XMLHttpRequest where there is one (browsers);
   * elsewhere (Node, SSR) it is a plain fetch and nothing is reported.
   */
  onUploadProgress?: UploadProgressHandler;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name fetch would not accept: skip it.
    }
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function abortReason(signal: AbortSignal | null | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A fetch over XMLHttpRequest for one call. It sends `body` (what the body serializer produced: the FormData itself,
 * so the browser streams the files and writes the multipart boundary) with the request's method, URL, headers and
 * credentials, so whatever the middleware set on the request is sent. It resolves to a Response like fetch's and
 * rejects like fetch does: a TypeError when there is no response, the abort reason when aborted.
 */
export function uploadFetch(body: XMLHttpRequestBodyInit | null, onUploadProgress: UploadProgressHandler): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const signal = request.signal as AbortSignal | null | undefined;
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = new globalThis.XMLHttpRequest();
      let last = -1;
      const report = (percent: number) => {
        const value = Math.min(100, Math.max(0, Math.floor(percent)));
        if (value <= last) return;
        last = value;
        onUploadProgress(value);
      };
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);

      xhr.open(request.method, request.url, true);
      const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
      request.headers.forEach((value, name) => {
        // The Request wrote a Content-Type with its own boundary; XMLHttpRequest writes the one of the body it sends.
        if (isForm && name.toLowerCase() === 'content-type') return;
        xhr.setRequestHeader(name, value);
      });
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report((event.loaded / event.total) * 100);
      };
      xhr.upload.onload = () => report(100);
      xhr.onload = () => {
        settle();
        if (xhr.status === 0) {
          reject(new TypeError('Network request failed'));
          return;
        }
        report(100);
        const text = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        try {
          resolve(new Response(text, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
        } catch (error) {
          // A status a Response cannot carry (outside 200–599).
          reject(new TypeError('Network request failed', { cause: error }));
        }
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network request failed'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        settle();
        reject(abortReason(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      report(0);
      xhr.send(body);
    });
}
