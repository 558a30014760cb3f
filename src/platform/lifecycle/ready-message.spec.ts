import { describe, expect, it } from '@jest/globals';
import { readyMessage } from './ready-message.js';

describe('the ready message of npm start', () => {
  it('names the table and the docs on localhost when the service listens on every address', () => {
    const text = readyMessage('0.0.0.0', 3000, true);
    expect(text).toContain('The table:    http://localhost:3000/\n');
    expect(text).toContain('The API docs: http://localhost:3000/docs\n');
    expect(text).toContain('Ctrl-C stops the service and its embedded PostgreSQL.');
  });

  it('names the host the service was bound to, and no embedded server with DATABASE_URL', () => {
    expect(readyMessage('10.0.0.7', 8080, false)).toContain('http://10.0.0.7:8080/docs');
    expect(readyMessage('fd00::7', 8080, false)).toContain('http://[fd00::7]:8080/');
    expect(readyMessage('10.0.0.7', 8080, false)).toContain('Ctrl-C stops the service.');
  });
});
