import { content } from '../../api/content';
import { organization } from '../../api/organization';
import { settle } from '../../components/route/loaders';

/** The state of this section: its organization is asked for by its two letters. */
const STATE = 'PA';

/**
 * state-company/pennsylvania: the state's organization (Organization?abbreviation; none is the route's not-found
 * page), then at once its companies (Organization/companies by its id), the state's companies (by `state`) and the
 * page's entries in the content service. A part that fails says so in place, after the catalogue's toast.
 */
export async function loader() {
  const org = await organization.getByAbbreviation(STATE);
  const [members, inState, pages] = await Promise.all([
    settle(organization.getCompanies({ organizationId: org.id })),
    settle(organization.getCompanies({ state: org.state })),
    settle(content.getStatePages(org.state)),
  ]);
  return { organization: org, members, inState, pages };
}
