/** The part of @pactflow/swagger-mock-validator's API that scripts/openapi-lint.ts uses (the package ships no types). */
declare module '@pactflow/swagger-mock-validator' {
  interface ValidationResult {
    code: string;
    message: string;
    mockDetails?: { interactionDescription?: string | null; location?: string };
    specDetails?: { location?: string };
  }
  export interface ValidationOutcome {
    success: boolean;
    failureReason?: string;
    errors: ValidationResult[];
    warnings: ValidationResult[];
  }
  export const SwaggerMockValidatorFactory: {
    create(auth?: string): {
      validate(options: { specPathOrUrl: string; mockPathOrUrl: string }): Promise<ValidationOutcome>;
    };
  };
}
