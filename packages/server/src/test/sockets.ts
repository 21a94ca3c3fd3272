import type WebSocket from 'ws';
import type { TestApp } from './test-app';

/** A socket to the test app with everything it receives, and a way to wait for a frame or its closing. */
export async function openTestSocket(test: TestApp, path: string) {
  const socket: WebSocket = await test.app.injectWS(path);
  const frames: unknown[] = [];
  let closed: { code: number } | null = null;
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  socket.on('close', (code) => {
    closed = { code };
  });
  const until = async <T>(check: () => T | null | undefined | false, what: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    socket,
    frames,
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    /** The first received frame that matches. */
    frame: <T = Record<string, unknown>>(match: (frame: Record<string, unknown>) => boolean) =>
      until(() => frames.find((f) => match(f as Record<string, unknown>)) as T | undefined, 'a frame'),
    closeCode: () => until(() => closed, 'the socket to close').then((c) => c.code),
    close: () => socket.terminate(),
  };
}
