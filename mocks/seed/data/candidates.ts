import { JobType, SocialLinkType } from '../../../src/domain/enums';
import type { CandidateProfileRecord } from '../../db';
import { located } from '../context';

/** The fixed profiles of the two candidate accounts (users 1 and 2). */
export function candidateProfiles(): CandidateProfileRecord[] {
  return [
    {
      userId: 1,
      currentLocation: located('boulder-co'),
      maxDistanceMiles: 100,
      isRemoteConsidered: false,
      locations: ['boulder-co', 'denver-co', 'moab-ut'],
      jobType: [JobType.FullTime, JobType.SeasonalPartTime, JobType.SeasonalFullTime],
      salaries: [{ min: 45_000, max: null, compensationId: 5 }],
      isMinimumDisabled: false,
      leaderships: ['Lead guide on multi-pitch trips', 'Trained new staff in belay and rescue skills'],
      benefits: ['isHousingIncluded'],
      experience: 'Four seasons guiding rock climbing and sea kayak trips on the Front Range and in Moab.',
      nextJob: 'A year-round climbing guide role with a chance to train new guides.',
      focus: [1, 2],
      skills: ['AMGA Single Pitch Instructor', 'Wilderness First Responder', 'Swiftwater rescue', 'Trad and sport leading', 'Sea kayak rescues'],
      resumeUrl: null,
      websiteUrl: null,
      professionalHighlights: 'Led over 200 guided climbing days without a reportable incident.',
      professionalSummary: 'Climbing and paddling guide who loves turning first-timers into confident partners.',
      jobInterests: ['Climbing guide', 'Paddling instructor', 'Outdoor education'],
      socialLinks: [{ type: SocialLinkType.Instagram, url: 'https://instagram.com/casey.rivers.climbs' }],
      albumPhotosUrls: [],
      currentCareerStatus: 'Seasonal guide, open to year-round work',
      careerMoves: [],
    },
    {
      userId: 2,
      currentLocation: located('pittsburgh-pa'),
      maxDistanceMiles: 50,
      isRemoteConsidered: true,
      locations: ['pittsburgh-pa'],
      jobType: [JobType.FullTime],
      salaries: [{ min: 70_000, max: 95_000, compensationId: 5 }],
      isMinimumDisabled: false,
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
      albumPhotosUrls: [],
      currentCareerStatus: 'Employed, open to offers',
      careerMoves: ['From agency copywriter to in-house brand content'],
    },
  ];
}
