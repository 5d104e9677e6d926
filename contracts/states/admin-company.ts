import { describeStates } from './define';
import type { adminCompanyStates } from '../../mocks/states/admin-company';

export default describeStates<typeof adminCompanyStates>({
  'the employer {email} has the primary company {companyId}': {
    creates:
      'the company `companyId` (named Keystone Paddle Co., in Harrisburg, PA, US, the other details empty: ' +
      "no logo, no website) is the employer's primary company, and the company `companyId` + 1 is named " +
      'Decoy Outfitters (a decoy)',
  },
  'the employer signed in with token {token} has created the company {name}': {
    creates:
      "**through the provider's own POST admin/Company** with the bearer `token` (an employer's session, " +
      'which an earlier state puts in place), the company form `{ name, website: ' +
      '"https://susquehanna-guides.example", description: "Guided paddling and fishing trips on the ' +
      'Susquehanna.", city: "Harrisburg", state: "PA", country: "US", typeId: 1, sizeId: 2 }`: whose ' +
      'primary company it is and who administers it is what the creation made of it, not a shortcut (`a ' +
      "request for the primary company of the employer who created it` shows the company as the creator's " +
      'primary one, after their uploads, which only its admins may make)',
    calls: ['POST admin/Company'],
  },
  'the site admin signed in with token {token} has created the company {name}': {
    creates:
      "**through the provider's own POST admin/Company** with the bearer `token` (a site admin's session, which " +
      'an earlier state puts in place), the company form of the state above: a site admin who creates a company ' +
      'is not one of its people, so it has none',
    calls: ['POST admin/Company'],
  },
  'the employer signed in with token {token} has rewritten the details of company {companyId} under the name {name}': {
    creates:
      "**through the provider's own PUT admin/Company/{id}** with the bearer `token` (an admin of the company, " +
      'by an earlier state), the company form `{ name, website: "https://three-rivers-paddling.example", ' +
      'description: "Kayak and canoe trips where the three rivers meet.", city: "Pittsburgh", state: "PA", ' +
      'country: "US", typeId: 3, sizeId: 1 }`: what a later read shows of the company (the fields, its new ' +
      'path, and what the update keeps: its id, images, creation date and jobs) is what the update stored',
    calls: ['PUT admin/Company/:id'],
  },
});
