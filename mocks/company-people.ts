import { clock } from './clock';
import { db, nextId, type StoredUser } from './db';
import { notFound } from './http';
import type { CompanyEmployer, CompanyPeople } from '../src/api/schemas/company-people';
import { invitationExpiry, invitationStatus } from '../src/domain/company-admins';

/**
 * A company's people as the records hold them (its active memberships, the requests and invitations waiting), and
 * the changes the membership calls make. Who may make them: mocks/company-access.ts.
 */

const NO_USER = 'This user does not exist.';

/** The user with this id; else 404. */
export function requireUser(id: number): StoredUser {
  const user = db.users.findFirst((q) => q.where({ id }));
  if (!user) throw notFound(NO_USER);
  return user;
}

/** The user's active membership of the company, if any. */
export const membershipOf = (userId: number, companyId: number) =>
  db.memberships.findFirst((q) => q.where({ userId, companyId, active: true })) ?? null;

/** The user as one of the company's employers; null when they are not. */
export function employerEntry(userId: number, companyId: number): CompanyEmployer | null {
  const membership = membershipOf(userId, companyId);
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  if (!membership || !user) return null;
  const { firstName, lastName, email } = user;
  return {
    userId,
    firstName,
    lastName,
    email,
    role: membership.isAdmin ? 'admin' : 'member',
    since: membership.joinedDate,
  };
}

const byName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** The company's employers (admins first, then by last and first name), its waiting requests and invitations (oldest first). */
export function peopleOf(companyId: number): CompanyPeople {
  const employers = db.memberships
    .findMany((q) => q.where({ companyId, active: true }))
    .map((m) => employerEntry(m.userId, companyId))
    .filter((e) => e !== null)
    .sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || byName(a, b) || a.userId - b.userId);
  const joinRequests = db.joinRequests
    .findMany((q) => q.where({ companyId, status: 'pending' }))
    .flatMap((r) => {
      const user = db.users.findFirst((q) => q.where({ id: r.userId }));
      if (!user) return [];
      const { firstName, lastName, email } = user;
      return [{ id: r.id, userId: r.userId, firstName, lastName, email, kind: r.kind, createdDate: r.createdDate }];
    })
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.id - b.id);
  const now = clock.now();
  const invitations = db.invitations
    .findMany((q) => q.where({ companyId, status: 'pending' }))
    .filter((i) => invitationStatus(i, now) === 'pending')
    .map((i) => ({
      id: i.id,
      invitedUserEmail: i.invitedUserEmail,
      invitedUserName: i.invitedUserName,
      kind: i.kind,
      createdDate: i.createdDate,
      expiresDate: invitationExpiry(i.createdDate),
    }))
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.id - b.id);
  return { companyId, employers, joinRequests, invitations };
}

/** The user one of the company's people, as this role (a former member comes back); their primary company if they had none. */
export async function addToCompany(user: StoredUser, companyId: number, role: 'admin' | 'member') {
  const isAdmin = role === 'admin';
  const current = membershipOf(user.id, companyId);
  if (current)
    await db.memberships.update(current, {
      data(m) {
        m.isAdmin = isAdmin;
      },
    });
  else
    await db.memberships.create({
      id: nextId(db.memberships),
      userId: user.id,
      companyId,
      isAdmin,
      active: true,
      joinedDate: clock.iso(),
    });
  await db.users.update(user, {
    data(u) {
      u.primaryCompanyId ??= companyId;
      u.lastJoinedCompanyId = companyId;
    },
  });
}

/** The user no longer one of the company's people; their primary company becomes another of theirs, or none. */
export async function removeFromCompany(user: StoredUser, companyId: number) {
  const membership = membershipOf(user.id, companyId);
  if (membership)
    await db.memberships.update(membership, {
      data(m) {
        m.active = false;
      },
    });
  if (user.primaryCompanyId !== companyId) return;
  const other = db.memberships.findFirst((q) => q.where({ userId: user.id, active: true }));
  await db.users.update(user, {
    data(u) {
      u.primaryCompanyId = other?.companyId ?? null;
    },
  });
}

/** The member an admin (true) or a member (false) of the company. */
export async function setAdmin(userId: number, companyId: number, isAdmin: boolean) {
  const membership = membershipOf(userId, companyId);
  if (membership)
    await db.memberships.update(membership, {
      data(m) {
        m.isAdmin = isAdmin;
      },
    });
}
