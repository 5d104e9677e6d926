import { JobType } from '../../../src/domain/enums/job';
import { SocialLinkType } from '../../../src/domain/enums/profile';
import { buildCandidateProfile, location } from '../../builders';
import type { CandidateProfileRecord } from '../../db';

/** The fixed profiles of the two candidate accounts (users 1 and 2). */
export function candidateProfiles(): CandidateProfileRecord[] {
  return [
    buildCandidateProfile({
      userId: 1,
      currentLocation: location('boulder-co'),
      maxDistanceMiles: 100,
      locations: ['boulder-co', 'denver-co', 'moab-ut'],
      jobType: [JobType.FullTime, JobType.SeasonalPartTime, JobType.SeasonalFullTime],
      salaries: [{ min: 45_000, max: null, compensationId: 5 }],
      leaderships: ['Lead guide on multi-pitch trips', 'Trained new staff in belay and rescue skills'],
      benefits: ['isHousingIncluded'],
      experience: 'Four seasons guiding rock climbing and sea kayak trips on the Front Range and in Moab.',
      nextJob: 'A year-round climbing guide role with a chance to train new guides.',
      focus: [1, 2],
      skills: [
        'AMGA Single Pitch Instructor',
        'Wilderness First Responder',
        'Swiftwater rescue',
        'Trad and sport leading',
        'Sea kayak rescues',
      ],
      professionalHighlights: 'Led over 200 guided climbing days without a reportable incident.',
      professionalSummary: 'Climbing and paddling guide who loves turning first-timers into confident partners.',
      jobInterests: ['Climbing guide', 'Paddling instructor', 'Outdoor education'],
      socialLinks: [{ type: SocialLinkType.Instagram, url: 'https://instagram.com/casey.rivers.climbs' }],
      currentCareerStatus: 'Seasonal guide, open to year-round work',
    }),
    buildCandidateProfile({
      userId: 2,
      currentLocation: location('pittsburgh-pa'),
      maxDistanceMiles: 50,
      isRemoteConsidered: true,
      locations: ['pittsburgh-pa'],
      jobType: [JobType.FullTime],
      salaries: [{ min: 70_000, max: 95_000, compensationId: 5 }],
      leaderships: ['Ran the content team of a regional outdoor retailer'],
      benefits: ['isCommuterBenefits'],
      experience: 'Six years in brand content and social for outdoor and cycling brands.',
      nextJob: 'Content or social lead at an outdoor brand, remote or in Pittsburgh.',
      focus: [6, 7],
      skills: ['Content strategy', 'Copywriting', 'Short-form video', 'Email marketing', 'Analytics'],
      resumeUrl: 'https://example.com/parker-stone-resume.pdf',
      websiteUrl: 'https://parkerstone.example',
      professionalHighlights: 'Grew a brand Instagram account from 20k to 150k followers in two years.',
      professionalSummary: 'Storyteller and marketer for brands that get people outside.',
      jobInterests: ['Content marketing', 'Social media'],
      socialLinks: [{ type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/parker-stone-example' }],
      currentCareerStatus: 'Employed, open to offers',
      careerMoves: ['From agency copywriter to in-house brand content'],
    }),
  ];
}
