// The live benches' EventSource, reduced to what they read: each `data:` of an event stream, parsed as JSON.

/** Calls `onEvent` with each event's data, parsed, as `response` (an http.IncomingMessage of text/event-stream) delivers it. */
export function readEvents(response, onEvent) {
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data.slice(6)));
    }
  });
}
