import { describe, expect, it } from 'vitest';
import { avatarProblem } from './profile-tab';

describe('profile photo check (core §5: JPG or PNG, 2 MB)', () => {
  it.each([
    [{ name: 'me.jpg', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'me.JPEG', type: 'image/jpeg', size: 1000 }, null],
    [{ name: 'me.png', type: 'image/png', size: 2 * 1024 * 1024 }, null],
    [{ name: 'me.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'size'],
    [{ name: 'me.gif', type: 'image/gif', size: 1000 }, 'type'],
    [{ name: 'me.png', type: 'image/webp', size: 1000 }, 'type'],
    [{ name: 'me', type: '', size: 1000 }, 'type'],
  ])('%o -> %s', (file, expected) => {
    expect(avatarProblem(file)).toBe(expected);
  });
});
