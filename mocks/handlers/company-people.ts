import {
  adminRequestQuerySchema,
  companyEmployerSchema,
  companyPeopleSchema,
  requestIdQuerySchema,
  userInCompanyQuerySchema,
} from '../../src/api/schemas/company-people';
import { companyIdParamQuerySchema, joinRequestSchema } from '../../src/api/schemas/company-profile';
import { noResultSchema } from '../../src/api/schemas/job-candidate';
import { Role } from '../../src/domain/enums/user';
import { sentence } from '../../src/domain/text';
import { clock } from '../clock';
import {
  EMPLOYERS,
  requireCompanyAdmin,
  requireCompanyPerson,
  requireKeepsAnAdmin,
  requireMayManagePeople,
  roleIn,
} from '../company-access';
import {
  addToCompany,
  employerEntry,
  membershipOf,
  peopleOf,
  removeFromCompany,
  requireUser,
  setAdmin,
} from '../company-people';
import { db, nextId } from '../db';
import { conflict, idPath, notFound, route } from '../http';
import { sendJoinAccepted, sendJoinDeclined } from '../mail';

/**
 * A company's people, as its admins manage them: the employers and what waits for them, join and admin requests
 * answered, members removed; a member's request to become an admin. Shapes designed here (contracts/reference.md).
 */

const NO_REQUEST = 'This request does not exist.';
const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** The request with this id, still waiting; else 404, or 409 once answered. */
function requirePendingRequest(requestId: number, companyId?: number) {
  const request = db.joinRequests.findFirst((q) => q.where({ id: requestId }));
  if (!request || (companyId !== undefined && request.companyId !== companyId)) throw notFound(NO_REQUEST);
  return request;
}

function requireWaiting(request: { status: string }) {
  if (request.status !== 'pending') throw conflict(`This request was already ${request.status}.`);
}

async function answer(request: { id: number }, status: 'accepted' | 'declined') {
  const stored = db.joinRequests.findFirst((q) => q.where({ id: request.id }))!;
  await db.joinRequests.update(stored, {
    data(r) {
      r.status = status;
    },
  });
}

export const companyPeopleHandlers = [
  route(
    'get',
    'admin/Company/employers/:id',
    {
      summary: "A company's employers, and the requests and invitations waiting for its admins",
      spec: 'documented',
      auth: EMPLOYERS,
      ...idPath('This company does not exist.'),
      response: companyPeopleSchema,
    },
    ({ params, user }) => {
      requireMayManagePeople(user!, params.id);
      return peopleOf(params.id);
    },
  ),

  route(
    'post',
    'admin/Company/accept-join-request',
    {
      summary: 'Lets the sender of a join request in, as a member',
      spec: 'documented',
      auth: [Role.Employer],
      query: requestIdQuerySchema,
      response: companyEmployerSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const request = requirePendingRequest(query.requestId);
      const company = requireCompanyAdmin(user!, request.companyId);
      requireWaiting(request);
      if (request.kind !== 'join')
        throw conflict('This member asks to become an admin: make them an admin, or decline the request.');
      const sender = requireUser(request.userId);
      if (membershipOf(sender.id, request.companyId)) throw conflict(`${nameOf(sender)} is already a member.`);
      await addToCompany(sender, request.companyId, 'member');
      await answer(request, 'accepted');
      await sendJoinAccepted(sender, company.name);
      return employerEntry(sender.id, request.companyId)!;
    },
  ),

  route(
    'post',
    'admin/Company/decline-join-request',
    {
      summary: 'Declines a join request, or a member’s request to become an admin',
      spec: 'documented',
      auth: [Role.Employer],
      query: requestIdQuerySchema,
      response: noResultSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const request = requirePendingRequest(query.requestId);
      const company = requireCompanyAdmin(user!, request.companyId);
      requireWaiting(request);
      await answer(request, 'declined');
      // The sender of a join request is told by email (a member's request to become an admin is none).
      const sender = db.users.findFirst((q) => q.where({ id: request.userId }));
      if (request.kind === 'join' && sender) await sendJoinDeclined(sender, company.name);
      return null;
    },
  ),

  route(
    'delete',
    'admin/Company/remove-user',
    {
      summary: 'Removes one of the company’s people (never its last admin)',
      spec: 'documented',
      auth: EMPLOYERS,
      query: userInCompanyQuerySchema,
      response: noResultSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const { userId, companyId } = query;
      const company = requireMayManagePeople(user!, companyId);
      const removed = db.users.findFirst((q) => q.where({ id: userId }));
      if (!removed || !membershipOf(userId, companyId))
        throw notFound(sentence(`This user is not a member of ${company.name}`));
      requireKeepsAnAdmin(companyId, userId, null);
      await removeFromCompany(removed, companyId);
      return null;
    },
  ),

  route(
    'post',
    'admin/Company/make-an-admin',
    {
      summary: 'Makes the sender of an admin request an admin of the company',
      spec: 'documented',
      auth: [Role.Employer],
      query: adminRequestQuerySchema,
      response: companyEmployerSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      requireCompanyAdmin(user!, query.companyId);
      const request = requirePendingRequest(query.requestId, query.companyId);
      if (request.kind !== 'admin') throw notFound('This is no request to become an admin.');
      requireWaiting(request);
      const sender = requireUser(request.userId);
      if (!membershipOf(sender.id, query.companyId)) throw conflict(`${nameOf(sender)} is no longer a member.`);
      await setAdmin(sender.id, query.companyId, true);
      await answer(request, 'accepted');
      return employerEntry(sender.id, query.companyId)!;
    },
  ),

  route(
    'post',
    'admin/Company/send-admin-request',
    {
      summary: "Asks a company's admins to make the member an admin",
      spec: 'documented',
      auth: [Role.Employer],
      query: companyIdParamQuerySchema,
      response: joinRequestSchema,
      errors: [404, 409],
    },
    async ({ query, user }) => {
      const company = requireCompanyPerson(user!, query.companyId);
      if (roleIn(user!, company.id) === 'admin')
        throw conflict(sentence(`You are already an admin of ${company.name}`));
      const waiting = db.joinRequests.findFirst((q) =>
        q.where({ userId: user!.id, companyId: company.id, kind: 'admin', status: 'pending' }),
      );
      if (waiting) throw conflict(sentence(`You have already asked to become an admin of ${company.name}`));
      const created = await db.joinRequests.create({
        id: nextId(db.joinRequests),
        userId: user!.id,
        companyId: company.id,
        kind: 'admin',
        status: 'pending',
        createdDate: clock.iso(),
      });
      return { id: created.id, companyId: company.id, companyName: company.name, status: created.status };
    },
  ),
];
