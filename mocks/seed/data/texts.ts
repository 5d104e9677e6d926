/** Texts for descriptions, per role group. */
export interface RoleTexts {
  intros: readonly string[];
  duties: readonly string[];
  needs: readonly string[];
}

// A table of texts, one a line.
// prettier-ignore
export const texts: Record<string, RoleTexts> = {
  focus1: {
    intros: ['Our guests come for everything from a first top-rope day to big multi-pitch objectives.', 'We run small-group climbing days and courses on some of the best rock in the region.'],
    duties: ['lead guided climbing days and multi-pitch objectives', 'teach knots, belaying and movement to new climbers', 'build anchors and manage rope systems', 'inspect and log the gear cache', 'write trip reports and keep guest records current', 'help run our instructor trainings'],
    needs: ['AMGA Single Pitch Instructor or higher', 'a current Wilderness First Responder', 'solid trad and sport leading', 'a calm, clear teaching style', 'a clean risk-management record'],
  },
  setting: {
    intros: ['Our gym is the busiest hub of the local climbing community.'],
    duties: ['set and forerun boulders and rope routes every week', 'wash, sort and log holds', 'inspect walls, ropes and auto-belays', 'plan setting rotations with the head setter', 'set for youth team practice and local comps'],
    needs: ['route setting experience on commercial walls', 'comfort working at height with power tools', 'a wide climbing range', 'a USA Climbing or CWA setting clinic (a plus)'],
  },
  focus2: {
    intros: ['We run sea kayak tours, whitewater trips and paddling courses from spring thaw to fall.', 'Our paddling programs range from sunset tours to multi-day river trips.'],
    duties: ['guide day tours and overnight trips on flat and moving water', 'teach strokes, rescues and trip planning', 'read weather, tides and river levels and make the go/no-go call', 'maintain boats, paddles and safety kits', 'run shuttles and set up camp on overnight trips', 'lead rescue drills with the guide team'],
    needs: ['ACA or Paddle Canada instructor certification', 'Wilderness First Aid or WFR', 'swiftwater rescue training', 'strong self-rescue and group-rescue skills', "a valid driver's license"],
  },
  focus3: {
    intros: ['Winter is our busy season, and the snow-sports team is the heart of it.', 'We run lessons, patrol and backcountry programs through a long, snowy season.'],
    duties: ['teach private and group lessons from first-timers to experts', 'guide touring days and assess avalanche conditions', 'run morning snow-safety routes', 'respond to incidents and give on-hill first aid', 'help keep terrain parks and trails safe', 'mentor newer staff through clinics'],
    needs: ['PSIA/AASI or CSIA/CASI certification, or working toward it', 'AIARE Level 1 or higher for backcountry work', 'OEC or WFR for patrol work', 'strong skiing or riding in all terrain', 'a love of long days in the cold'],
  },
  field1: {
    intros: ['We run trips, courses and camps for all ages across mountains, rivers and forests.', 'Our programs get people outside safely and leave them wanting more.'],
    duties: ['lead groups on day trips and multi-day expeditions', 'teach camping, navigation and Leave No Trace', 'manage risk and make sound calls in the field', 'plan menus, routes and gear lists', 'keep trip paperwork and incident reports current'],
    needs: ['a current Wilderness First Responder', 'experience leading groups outdoors', 'patience and strong teaching skills', 'a clean driving record'],
  },
  focus4: {
    intros: ['Our shop is where the local climbing, paddling and ski community stocks up.', 'We run a busy specialty outdoor shop with a loyal local crowd.'],
    duties: ['run the sales floor and hit weekly targets', 'hire, schedule and coach a team of gear experts', 'keep inventory accurate through receiving and cycle counts', 'set up seasonal floor moves and displays', 'handle special orders, rentals and service tickets', 'host clinics and community nights in the store'],
    needs: ['specialty outdoor, ski or bike retail experience', 'comfort with a POS and inventory system', 'people skills and a coaching mindset', 'deep product knowledge in at least one sport', 'weekend and holiday availability'],
  },
  sales: {
    intros: ['Our shop is where the local climbing, paddling and ski community stocks up.'],
    duties: ['help customers find the right gear for their trip', 'fit boots, harnesses and packs', 'restock and keep the floor sharp', 'ring up sales, rentals and returns', 'share what you know at in-store clinics'],
    needs: ['retail or customer service experience', 'time spent climbing, paddling, biking or skiing', 'a friendly, patient manner', 'weekend and holiday availability'],
  },
  bench: {
    intros: ["Our service shop keeps the town's skis, boards and bikes running."],
    duties: ['work the service bench on tunes, repairs and builds', 'write up service tickets and talk customers through repairs', 'keep tools and parts stock organized', 'help on the sales floor on busy days', 'get rental fleet gear ready for the next guest'],
    needs: ['bench experience in a ski or bike shop', 'mechanical aptitude and care for detail', 'friendly, clear customer service', 'manufacturer or Barnett certification (a plus)'],
  },
  focus5: {
    intros: ['We sell to specialty outdoor retailers across the region and nationally.', 'Our wholesale business supports independent shops and national accounts alike.'],
    duties: ['manage a book of specialty retail accounts', 'present seasonal lines and write preseason orders', 'run in-store clinics and staff trainings', 'track sell-through and spot reorders', 'work trade shows and demo days', 'solve fulfillment issues with customer service'],
    needs: ['wholesale or outside sales experience', 'a network in specialty outdoor retail', 'solid spreadsheet and CRM habits', 'willingness to travel regularly', "a valid driver's license"],
  },
  ecommerce: {
    intros: ['We sell outdoor gear in our shops and online.', 'Our customers range from weekend campers to sponsored athletes.'],
    duties: ['merchandise products on the site and in email', 'help customers by chat, phone and email', 'process orders, returns and warranty claims', 'keep product pages and stock levels accurate', 'share customer feedback with the product team'],
    needs: ['retail or e-commerce experience', 'clear, friendly writing', 'comfort with Shopify or a similar platform', 'product knowledge in outdoor gear'],
  },
  focus6: {
    intros: ['We tell stories about the people and places behind our gear.', 'Our brand team makes the campaigns and catalogs our community knows us for.'],
    duties: ['plan and write content for the blog, email and catalog', 'run photo and video shoots with athletes and guides', 'keep the brand voice consistent across channels', 'brief freelancers and manage the content calendar', 'report on campaign results', 'work with product teams on launches'],
    needs: ['a portfolio of published writing or campaigns', 'experience running a content calendar', 'a sharp eye for photography and design', 'familiarity with a CMS and analytics', 'time spent outside, and stories to show for it'],
  },
  focus7: {
    intros: ['Our community lives online as much as at the crag or on the river.', 'We reach a large, engaged outdoor audience on social.'],
    duties: ['plan and publish daily posts across our channels', "reply to comments and messages in the brand's voice", 'work with athletes and creators on partnerships', 'shoot quick-turn photo and video on location', 'track reach and engagement and report weekly', 'spot trends early and pitch ideas'],
    needs: ['experience running brand social accounts', 'short-form video editing skills', 'clear, friendly writing', 'comfort with scheduling and analytics tools', 'a feel for outdoor culture'],
  },
  field3: {
    intros: ['Our marketing team connects the brand with people who love being outside.'],
    duties: ['plan and run email and digital campaigns', 'coordinate events, sponsorships and giveaways', 'manage the marketing calendar and budget', 'pull reports on campaign results', 'support the brand and content team'],
    needs: ['marketing experience, ideally at an outdoor or consumer brand', 'an organized, deadline-driven approach', 'strong writing', 'comfort with email and analytics tools'],
  },
  focus8: {
    intros: ['We design technical and lifestyle apparel that gets worn hard in the mountains.', 'Our apparel line runs from base layers to shells, built to last.'],
    duties: ['design seasonal styles from sketch to tech pack', 'choose fabrics, trims and colors with development', 'review samples and lead fit sessions', 'work with factories on protos and sales samples', 'research materials, trends and end use', 'keep line plans and costing on track'],
    needs: ['a portfolio of technical or outdoor apparel', 'Adobe Illustrator and tech-pack experience', 'knowledge of performance fabrics and construction', 'clear communication with overseas factories', 'a design degree or equivalent experience'],
  },
  focus9: {
    intros: ['We design packs, tents and hardgoods that hold up in the backcountry.', 'Our hardgoods team takes gear from first sketch to factory floor.'],
    duties: ['take products from concept to production', 'build prototypes and run field tests with athletes', 'write specs, costing and factory briefs', 'work with sourcing on materials and components', 'turn test feedback into design changes', 'keep launch timelines on track'],
    needs: ['experience designing soft or hard goods', 'CAD skills (SolidWorks, Rhino or similar)', 'hands-on prototyping skills', 'an understanding of manufacturing and costing', 'field time with the gear you design'],
  },
  field4: {
    intros: ['Our product team decides what we build and why.'],
    duties: ['own the line plan and assortment', 'work with design, sourcing and sales each season', 'set pricing and margin targets', 'run line reviews and launches', 'study competitors and customer feedback'],
    needs: ['product or merchandising experience', 'strong analytical skills', 'comfort presenting to leadership', 'a passion for outdoor gear'],
  },
  focus10: {
    intros: ['We move gear from factories to warehouses to shops and doorsteps.', 'Our operations team keeps product flowing through a very seasonal business.'],
    duties: ['forecast demand and plan inventory by season', 'manage purchase orders and inbound freight', 'work with factories, forwarders and 3PLs', 'keep warehouse counts accurate', 'report on fill rate, turns and landed cost', 'improve receiving, pick, pack and ship'],
    needs: ['supply chain, planning or logistics experience', 'strong spreadsheet skills', 'ERP experience (NetSuite or similar)', 'attention to detail under deadlines', 'a process-minded approach'],
  },
  warehouse: {
    intros: ['Our warehouse ships gear to shops and doorsteps across the country.'],
    duties: ['receive, put away and pick orders', 'pack and ship web and wholesale orders', 'keep the warehouse clean and safe', 'help with cycle counts', 'load and unload trucks'],
    needs: ['warehouse or retail experience', 'the ability to lift 50 pounds', 'attention to detail', 'reliable attendance'],
  },
  field5: {
    intros: ['Behind every trip is a lot of gear, vans and planning.'],
    duties: ['run daily operations of the shop, rentals and fleet', 'maintain rental gear, vans and trailers', 'schedule staff and equipment', 'track costs and improve processes', 'keep safety and maintenance logs current'],
    needs: ['operations or equipment experience', 'mechanical aptitude', 'organization and follow-through', "a valid driver's license"],
  },
  focus11: {
    intros: ["Our crews build and maintain trails in some of the region's wildest places.", 'We run trail crews from spring through fall on public lands.'],
    duties: ['build and maintain tread, drainage and rock structures', 'run crosscut and chainsaw work safely', 'lead safety briefings and job hazard analyses', 'camp in the backcountry for multi-day hitches', 'log work for land-management partners', 'train and mentor volunteer crews'],
    needs: ['trail work or conservation corps experience', 'sawyer certification or willingness to train', 'Wilderness First Aid', 'the ability to hike long days with a heavy pack', 'a good attitude in rain, heat and bugs'],
  },
  focus12: {
    intros: ['Our rangers are the first face visitors meet in the park.', "We protect and share some of the region's most loved public lands."],
    duties: ['lead interpretive walks, talks and junior ranger programs', 'staff visitor centers and trailhead contact stations', 'patrol trails, campgrounds and day-use areas', 'respond to visitor incidents and first aid calls', 'support search and rescue and resource protection', 'collect visitor-use and wildlife data'],
    needs: ['a background in natural resources, education or recreation', 'current First Aid and CPR', 'strong public speaking', 'comfort working alone in remote areas', "a valid driver's license"],
  },
  field6: {
    intros: ['We protect and restore the lands and waters our community plays on.'],
    duties: ['coordinate volunteer and stewardship programs', 'collect field data on plants, wildlife and water', 'work with land managers and community partners', 'write grant reports and program updates', 'lead restoration workdays'],
    needs: ['a background in ecology or conservation', 'field data collection experience', 'strong organization and communication', 'comfort working outdoors in all weather'],
  },
  focus13: {
    intros: ['Our lodge hosts hikers, skiers and paddlers year round.', 'We run a backcountry lodge and guest cabins with a small, close-knit team.'],
    duties: ['run front desk, housekeeping and kitchen shifts', 'handle reservations, check-ins and guest requests', 'schedule and train the team', 'manage supplies, vendors and maintenance', 'keep service standards and reviews high', 'coordinate with guides on trips and transport'],
    needs: ['hospitality or lodge experience', 'warm, unflappable guest service', 'comfort with reservation systems', 'flexibility with shifts, weekends and holidays', 'Food Handler certification for kitchen work'],
  },
  field7: {
    intros: ['We host camps, retreats and events in beautiful outdoor settings.'],
    duties: ['plan and run guest events, camps and retreats', 'coordinate vendors, staff and schedules', 'manage budgets and guest communication', 'make sure every guest leaves happy', 'keep safety plans and permits in order'],
    needs: ['event or camp leadership experience', 'calm under pressure', 'strong organization', 'a welcoming, guest-first attitude'],
  },
  focus14: {
    intros: ['Our product team builds the booking and e-commerce tools our guests and guides use every day.', 'We build the apps, sites and internal tools behind a growing outdoor brand.'],
    duties: ['build and ship features end to end', 'write tests and review code with the team', 'improve performance and accessibility', 'work with design and product on what to build next', 'keep our services reliable and observable', 'help shape our engineering practices'],
    needs: ['experience with TypeScript and a modern web stack', 'a habit of testing and small, frequent releases', 'clear written communication', 'experience with cloud services and CI', 'interest in the outdoor industry'],
  },
  field8: {
    intros: ['Our small tech team keeps a growing outdoor business running.'],
    duties: ['support staff with laptops, accounts and networks', 'set up point-of-sale and booking hardware', 'keep systems patched and secure', 'manage software licenses and vendors', 'document how things work'],
    needs: ['IT support experience', 'patience with non-technical teammates', 'familiarity with Google Workspace or Microsoft 365', 'curiosity and follow-through'],
  },
  ux: {
    intros: ['Our product team builds the booking and shopping experiences our guests use every day.'],
    duties: ['design flows from sketches to high-fidelity prototypes', 'run research with guests and guides', 'maintain our design system', 'work closely with engineers through release', 'measure what works and iterate'],
    needs: ['a portfolio of shipped product work', 'Figma skills', 'a grounding in accessibility', 'clear, visual communication'],
  },
};
