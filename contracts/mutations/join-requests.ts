import type { Mutation } from './mutation';

/** Regressions of the requester's side of a join request: GET admin/Company/join-request (proposed). */
const FILE = 'mocks/handlers/admin-company.ts';
const WHERE = "    .findMany((q) => q.where({ userId, kind: 'join' }))";

export const joinRequestMutations: Mutation[] = [
  {
    id: 'own-join-request-earliest',
    file: FILE,
    find: '    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);',
    replace: '    .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.id - b.id);',
    what: "admin/Company/join-request answers the employer's first request instead of their latest",
  },
  {
    id: 'own-join-request-pending-only',
    file: FILE,
    find: WHERE,
    replace: "    .findMany((q) => q.where({ userId, kind: 'join', status: 'pending' }))",
    what: 'admin/Company/join-request forgets a request once the admins answered it (null instead of the answer)',
  },
  {
    id: 'own-join-request-admin-requests',
    file: FILE,
    find: WHERE,
    replace: '    .findMany((q) => q.where({ userId }))',
    what: "admin/Company/join-request answers a member's request to become an admin as a join request",
  },
  {
    id: 'own-join-request-anyones',
    file: FILE,
    find: WHERE,
    replace: "    .findMany((q) => q.where({ kind: 'join' }))",
    what: "admin/Company/join-request answers another employer's request",
  },
  {
    id: 'own-join-request-always-pending',
    file: FILE,
    find: '  return { id: latest.id, companyId: company.id, companyName: company.name, status: latest.status };',
    replace:
      "  return { id: latest.id, companyId: company.id, companyName: company.name, status: 'pending' as const };",
    what: 'admin/Company/join-request says a request still waits after the admins answered it',
  },
];
