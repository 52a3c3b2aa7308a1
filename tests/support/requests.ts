/** A valid assessment request, as the wizard sends it. */
export const portugalRequest = {
  user_age: 32,
  user_job: "Software engineer",
  monthly_budget: 2500,
  preferred_country: "Portugal",
  preferred_city: "Lisbon",
  location_preference: "city",
  climate_preference: "mediterranean",
  immigration_policies_importance: 4,
  healthcare_importance: 5,
  safety_importance: 5,
  internet_importance: 4,
  emigration_process_importance: 3,
  ease_of_immigration_importance: 3,
  local_acceptance_importance: 2,
};
