// Validation messages of both specs (section 5), owned by the schemas' validations.
export {};
