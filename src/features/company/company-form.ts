import { z } from 'zod/mini';
import { companyInputSchema, type CompanyDetail } from '../../api/schemas/company-profile';
import { DEFAULT_COUNTRY } from '../../domain/constants';

/**
 * The company form's values as typed (text, choices) and the way to the API's company input: converted here, then
 * checked with the API's own schema (src/api/schemas/company-profile.ts), so the form and the server agree on
 * every rule. The images travel beside the details (the form's submission is multipart when one is chosen).
 */
export interface CompanyFormValues {
  name: string;
  website: string;
  description: string;
  typeId: string;
  sizeId: string;
  country: string;
  state: string;
  city: string;
}

export interface CompanyImages {
  logo: File | null;
  cover: File | null;
}

export const emptyCompanyForm = (): CompanyFormValues => ({
  name: '',
  website: '',
  description: '',
  typeId: '',
  sizeId: '',
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
});

export const companyFormOf = (c: CompanyDetail): CompanyFormValues => ({
  name: c.name,
  website: c.website ?? '',
  description: c.description,
  typeId: c.typeId === null ? '' : String(c.typeId),
  sizeId: c.sizeId === null ? '' : String(c.sizeId),
  country: c.country ?? DEFAULT_COUNTRY,
  state: c.state ?? '',
  city: c.city ?? '',
});

const blankToNull = (s: string) => (s.trim() === '' ? null : s);
const toInput = (v: CompanyFormValues) => ({
  name: v.name,
  website: blankToNull(v.website),
  description: blankToNull(v.description),
  typeId: v.typeId === '' ? undefined : Number(v.typeId),
  sizeId: v.sizeId === '' ? undefined : Number(v.sizeId),
  country: v.country,
  state: blankToNull(v.state),
  city: v.city,
});

const text = z.string();
/** The form's values, converted to the company input, then checked with the API's company schema. */
export const companyFormSchema = z.pipe(
  z.pipe(
    z.object({
      name: text,
      website: text,
      description: text,
      typeId: text,
      sizeId: text,
      country: text,
      state: text,
      city: text,
    }),
    z.transform(toInput),
  ),
  companyInputSchema,
);
