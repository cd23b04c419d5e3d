import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isAlive } from './process-alive.js';

describe('isAlive', () => {
  it('tells a running process from one that has exited', async () => {
    expect(isAlive(process.pid)).toBe(true);
    const child = spawn('true', { stdio: 'ignore' });
    const pid = child.pid ?? 0;
    await once(child, 'exit');
    expect(isAlive(pid)).toBe(false);
  });

  it('counts an exited process its parent has not reaped (a zombie) as not running', async () => {
    // The forked child exits at once; its parent never waits for it, so it stays a zombie.
    const script =
      'import os, time\npid = os.fork()\nif pid == 0: os._exit(0)\nprint(pid, flush=True)\ntime.sleep(5)';
    const parent = spawn('python3', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(line.toString().trim());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(() => process.kill(zombie, 0)).not.toThrow();
      expect(isAlive(zombie)).toBe(false);
    } finally {
      parent.kill();
    }
  });
});
