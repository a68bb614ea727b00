import { describe, expect, it } from 'vitest';
import { documentTitle, NOT_FOUND_NAME, screenName } from './page-title';

describe('page titles', () => {
  it('names each route as its screen does', () => {
    expect(screenName('/')).toBe('Papan Pemuka');
    expect(screenName('/tasks')).toBe('Pengurusan Tugas');
    expect(screenName('/tasks/')).toBe('Pengurusan Tugas');
    expect(screenName('/tasks/lama')).toBe('Tugas Lama');
    expect(screenName('/keputusan-undian')).toBe('Keputusan Undian');
    expect(screenName('/reset-password')).toBe('Tetapkan Semula Kata Laluan');
  });

  it("follows /auth's tab", () => {
    expect(screenName('/auth', '')).toBe('Log Masuk');
    expect(screenName('/auth', 'tab=register')).toBe('Daftar');
  });

  it('calls any other path not found', () => {
    expect(screenName('/tiada')).toBe(NOT_FOUND_NAME);
  });

  it("ends with the portal's name", () => {
    expect(documentTitle('Pengurusan Tugas')).toBe('Pengurusan Tugas · Portal KUBM');
  });
});
