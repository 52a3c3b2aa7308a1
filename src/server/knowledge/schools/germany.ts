/** germany: schools for the children who move (schools knowledge). Not researched yet. */
import type { Unknown } from "../knowledge.schema";
import type { CountrySchools } from "./schools.schema";

export const germanySchools: CountrySchools | Unknown = {
  value: null,
  note: "Schooling for children who move here (state schools, ages, enrolment, international schools) is not in the NewShores knowledge base yet.",
};
