/** Test data: Giulia Rossi's restaurant sign-up as the API receives it (no plan, empty honeypot). */
export const giuliaSignupRequest = {
  name: "Giulia Rossi",
  email: "giulia@trattoria.example",
  password: "Gastro#2026",
  restaurantName: "Trattoria Rossi",
  acceptTerms: true,
  website: "",
};
