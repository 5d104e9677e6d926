import { describe } from 'vitest';
import { checkAgreement } from './openapi-agreement';

/**
 * contracts/openapi.json asks of a request body what the mock's zod schema asks: for a sample of routes, bodies
 * written here that the server accepts and bodies it refuses, each checked against both.
 */

const about = {
  websiteUrl: 'https://casey.example',
  professionalHighlights: 'Two hundred guided days.',
  professionalSummary: 'Guide.',
  jobInterests: ['Climbing guide'],
  socialLinks: [{ type: 1, url: 'https://www.linkedin.com/in/casey' }],
  albumPhotosUrls: ['data:image/png;base64,Qg=='],
  currentCareerStatus: 'Seasonal guide',
  careerMoves: ['From instructor to lead guide'],
};
const { professionalHighlights: _highlights, ...aboutWithoutHighlights } = about;

const workPreference = {
  currentLocation: { country: 'US', state: 'PA', city: 'Pittsburgh' },
  maxDistanceMiles: 50,
  isRemoteConsidered: true,
  locations: ['pittsburgh-pa', 'ohiopyle-pa'],
  jobType: [1, 2],
  salaries: [{ min: 52000, max: 60000, compensationId: 5 }],
  isMinimumDisabled: false,
  leaderships: ['Led a trail crew of six'],
  benefits: ['isHousingIncluded', 'isCommuterBenefits'],
};

const quizAnswers = {
  currentLocation: { country: 'US', state: 'PA', city: 'Harrisburg' },
  maxDistanceMiles: 100,
  isRemoteConsidered: true,
  jobType: [1],
  salaries: [{ min: 50000, max: null, compensationId: 5 }],
  isMinimumDisabled: false,
  benefits: ['isHousingIncluded'],
  focus: [2],
};

const registration = {
  accountType: 'candidate',
  firstName: 'Jamie',
  lastName: 'Example',
  email: 'jamie@example.com',
  password: 'trail-mix-42',
  acceptTerms: true,
};

const job = {
  companyId: 2,
  title: 'Sea Kayak Guide',
  description: 'Lead half-day and full-day sea kayak tours on the Susquehanna for small groups of guests.',
  status: 2,
  jobType: 7,
  remoteStatus: 4,
  remoteCountries: [],
  jobFieldId: 1,
  focusId: 2,
  yearsOfExperienceId: 2,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  lat: 40.2732,
  lng: -76.8867,
  salaryMin: 18,
  salaryMax: 24,
  salaryCompensationId: 1,
  expireDate: '2099-08-31T23:59:59.000Z',
  isHousingIncluded: true,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
};

describe('request bodies: the document and the zod schema agree', () => {
  checkAgreement('body', {
    'PUT Profile/about': {
      accepted: {
        'as the editor saves it': about,
        'no highlights (null)': { ...about, professionalHighlights: null },
        'highlights of 7 characters': { ...about, professionalHighlights: 'Guiding' },
        'highlights of 1,000 characters': { ...about, professionalHighlights: 'g'.repeat(1000) },
        'nothing filled in': {
          websiteUrl: null,
          professionalHighlights: null,
          professionalSummary: null,
          jobInterests: [],
          socialLinks: [],
          albumPhotosUrls: [],
          currentCareerStatus: null,
          careerMoves: [],
        },
      },
      refused: {
        'highlights left out': aboutWithoutHighlights,
        'highlights of 6 characters': { ...about, professionalHighlights: 'Guides' },
        'highlights of 1,001 characters': { ...about, professionalHighlights: 'g'.repeat(1001) },
        'a website without https://': { ...about, websiteUrl: 'casey.example' },
        'an empty interest': { ...about, jobInterests: [''] },
        'a link of an unknown kind': { ...about, socialLinks: [{ type: 13, url: 'https://casey.example' }] },
        'seven photos': { ...about, albumPhotosUrls: Array.from({ length: 7 }, () => 'data:image/png;base64,Qg==') },
      },
    },
    'PUT Profile/work-preference': {
      accepted: {
        'as the editor saves it': workPreference,
        'a pay without a top': { ...workPreference, salaries: [{ min: 52000, max: null, compensationId: 5 }] },
        'no pay': { ...workPreference, salaries: [] },
        'no place, no distance': { ...workPreference, currentLocation: null, maxDistanceMiles: null },
      },
      refused: {
        'a pay without its minimum': { ...workPreference, salaries: [{ max: 60000, compensationId: 5 }] },
        'a pay whose minimum is null': { ...workPreference, salaries: [{ min: null, max: 60000, compensationId: 5 }] },
        'a minimum of 0': { ...workPreference, salaries: [{ min: 0, max: 60000, compensationId: 5 }] },
        'four pays': {
          ...workPreference,
          salaries: [5, 6, 7, 8].map((compensationId) => ({ min: 1000, max: null, compensationId })),
        },
        'a distance not offered': { ...workPreference, maxDistanceMiles: 30 },
        'an unknown job type': { ...workPreference, jobType: [6] },
        'an unknown benefit': { ...workPreference, benefits: ['isFreeLunch'] },
      },
    },
    'POST Quiz/matches': {
      accepted: {
        "a paddler's answers": quizAnswers,
        'no place': { ...quizAnswers, currentLocation: null, maxDistanceMiles: null },
      },
      refused: {
        'no focus': { ...quizAnswers, focus: [] },
        'a pay without its minimum': { ...quizAnswers, salaries: [{ max: null, compensationId: 5 }] },
        'a pay whose minimum is null': { ...quizAnswers, salaries: [{ min: null, max: null, compensationId: 5 }] },
      },
    },
    'POST Auth/register': {
      accepted: {
        'an employer': { ...registration, accountType: 'employer' },
        'a candidate with quiz answers': { ...registration, quiz: quizAnswers },
      },
      refused: {
        'terms not accepted': { ...registration, acceptTerms: false },
        'a password without a number': { ...registration, password: 'trail-mix' },
        'a password of 7 characters': { ...registration, password: 'trail-7' },
        'quiz answers with a pay without its minimum': {
          ...registration,
          quiz: { ...quizAnswers, salaries: [{ max: null, compensationId: 5 }] },
        },
      },
    },
    'PUT Account': {
      accepted: { 'a name and pronouns': { firstName: 'Riley', lastName: 'Moss', pronouns: 0 } },
      refused: {
        'pronouns of no code': { firstName: 'Riley', lastName: 'Moss', pronouns: 3 },
        'no last name': { firstName: 'Riley', pronouns: null },
      },
    },
    'POST admin/Job': {
      accepted: { 'a job sent for review': job, 'a draft with no pay': { ...job, status: 1, salaryMin: null } },
      refused: {
        'sent as active': { ...job, status: 3 },
        'a title of 2 characters': { ...job, title: 'Go' },
        'a country of three letters': { ...job, country: 'USA' },
        'no latitude': { ...job, lat: undefined },
      },
    },
    'PUT admin/Job/:id/status': {
      accepted: {
        'closed without a reason': { status: 6, reason: null },
        'approved, no reason key': { status: 3 },
        'rejected with a reason': { status: 4, reason: 'The pay is missing from the post.' },
      },
      refused: {
        'sent back to pending review': { status: 2 },
        'a reason of 501 characters': { status: 4, reason: 'r'.repeat(501) },
      },
    },
    'POST admin/Boost/:id/pay': {
      accepted: {
        'a card': { cardholderName: 'Riley Cedar', cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' },
      },
      refused: {
        'a CVC of two digits': {
          cardholderName: 'Riley Cedar',
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/99',
          cvc: '12',
        },
        'an expiry without its slash': {
          cardholderName: 'Riley Cedar',
          cardNumber: '4242 4242 4242 4242',
          expiry: '1299',
          cvc: '123',
        },
      },
    },
  });
});
