import type { UserRecord } from '../../mocks/db';

/** A small in-memory Storage (Node has no localStorage). */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export const userRecord = (id: number, email = `user${id}@demo.test`): UserRecord => ({
  id,
  email,
  password: 'demo1234',
  firstName: 'Pat',
  lastName: 'Example',
  roles: [1],
  primaryCompanyId: null,
  lastJoinedCompanyId: null,
  createdDate: '2026-11-22T12:00:00.000Z',
  emailConfirmed: true,
  registrationId: null,
  pronouns: null,
  profileVisibility: 1,
  pendingEmail: null,
});
