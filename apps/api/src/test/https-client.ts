import { request as httpsRequest, Agent } from 'node:https';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: any;
}

/**
 * A client of the shop behind the proxy: HTTPS that trusts the test's self-signed certificate,
 * from `localAddress` (any 127.x address is this machine: a different client to the proxy).
 */
export function httpsClient(base: string, localAddress = '127.0.0.1') {
  const agent = new Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets: 64 });
  const call = (
    pathname: string,
    options: {
      method?: string;
      headers?: Record<string, string>;
      json?: unknown;
    } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
      const req = httpsRequest(
        new URL(pathname, base),
        {
          method: options.method ?? 'GET',
          agent,
          localAddress,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            let body: unknown = null;
            if (String(res.headers['content-type']).includes('json')) {
              try {
                body = JSON.parse(text);
              } catch {
                body = null;
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function connectsTo(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
