import type { SampleReport } from "@shared/contracts/content";

export const sampleReport: SampleReport = {
  title: "Sample report: a US software engineer, 32, moving to Lisbon",
  profile: {
    age: 32,
    occupation: "Software engineer (remote employee of a US company)",
    destination: "Lisbon, Portugal",
  },
  notice:
    "This is an example report written for a fictional profile, not advice for your situation. Every figure is shown with its source and is correct only as of the date given next to it; Portuguese immigration, nationality and tax rules changed several times in 2023-2026 and may have changed again. Before you apply, sign a lease or move money, check the official sources: AIMA (aima.gov.pt) for residence permits, the Portuguese consulate for your US state and vistos.mne.gov.pt for visas, and the IRS and the Social Security Administration for US obligations. For decisions with legal or tax consequences, consult a Portuguese immigration lawyer and a cross-border tax adviser.",
  sections: [
    {
      heading: "1. Visa options for this profile",
      paragraphs: [
        "US citizens can visit Portugal without a visa, but living there requires a national (type D) residence visa from the Portuguese consulate that covers your US state, followed by a residence permit from AIMA after arrival. For someone who keeps a US employer or US clients, the best fit is usually the D8 residence visa for remote work (often called the digital nomad visa).",
        "D8 (remote work): you must show that you work for employers or clients outside Portugal and that your average monthly income over the last three months is at least four times the Portuguese minimum monthly wage. The minimum wage was €870 in 2025, giving a threshold of €3,480 a month. The minimum wage rose to €920 on 1 January 2026, so by the same rule the threshold for applications assessed on the 2026 wage is 4 × €920 = €3,680 (our arithmetic). A spouse or adult dependant adds 50% and each child 30%. There is also a temporary-stay version of the D8 for shorter stays, which does not lead to residence.",
        "D7 (passive income): designed for people living on pensions, rent, dividends or interest. The threshold is one minimum wage per month for the main applicant (€870 in 2025). A salaried remote worker should normally apply for the D8 rather than rely on the D7, because consulates assess whether the income type matches the visa.",
        "D3 / EU Blue Card (job offer in Portugal): if you take a job with a Portuguese employer instead, the highly qualified activity visa (D3) or the EU Blue Card is the route. For the Blue Card the contract must last at least six months and pay at least 1.5 times Portugal's national average gross annual salary (1.2 times for professions on the shortage list). A Blue Card gives some mobility to other EU countries later.",
        "Fees: national visa applications lodged in the US go through VFS Global, which charges its own service fee on top of the consular fee. Gather an FBI background check (apostilled), proof of accommodation in Portugal, health/travel insurance, a Portuguese tax number (NIF) and bank statements before booking; the exact document list is set by your consulate.",
      ],
      facts: [
        {
          label: "Portuguese minimum monthly wage, 2025",
          fact: {
            value: "€870 a month (mainland Portugal, paid 14 times a year)",
            source: {
              name: "Executive Digest: Governo aumenta salário mínimo para 870 euros em 2025",
              url: "https://executivedigest.sapo.pt/noticias/governo-aumenta-salario-minimo-para-870-euros-em-2025",
              asOf: "2025",
            },
          },
        },
        {
          label: "D8 income threshold, 2025",
          fact: {
            value: "€3,480 a month average over the previous three months (4 × the €870 minimum wage)",
            source: {
              name: "3 Comma Capital: Portugal's Digital Nomad Visa (D8 Visa)",
              url: "https://www.3commacapital.com/en/blog/portugals-digital-nomad-visa-d8-visa-the-ideal-residency-pathway-for-remote-workers/",
              asOf: "2025-02-27",
            },
          },
        },
        {
          label: "D8 rule and family supplements",
          fact: {
            value: "Income of at least 4 × the minimum wage, proven for the last three months; +50% for each adult family member, +30% for each minor (visa in force since 30 October 2022)",
            source: {
              name: "Exame: Novo visto para Portugal começa a valer hoje",
              url: "https://exame.com/carreira/novo-visto-para-portugal-comeca-a-valer-hoje-veja-tudo-o-que-voce-precisa-saber",
              asOf: "2022-10-30",
            },
          },
        },
        {
          label: "Portuguese minimum monthly wage, 2026",
          fact: {
            value: "€920 a month from 1 January 2026 (decree published 29 December 2025)",
            source: {
              name: "Dinheiro Vivo: salário mínimo de 920 euros confirmado em Diário da República",
              url: "https://dinheirovivo.dn.pt/economia/aumento-do-salrio-mnimo-para-920-euros-em-2016-confirmado-em-dirio-da-repblica",
              asOf: "2025-12-29",
            },
          },
        },
        {
          label: "D7 income threshold, 2025",
          fact: {
            value: "€870 a month for the main applicant (1 × the minimum wage)",
            source: {
              name: "Vivian Perfeito (Portuguese immigration practice): articles on D7 and D8 visas",
              url: "https://vivianperfeito.com/en/category/articles",
              asOf: "2025",
            },
          },
        },
        {
          label: "EU Blue Card salary and contract rule",
          fact: {
            value: "Contract of at least 6 months paying at least 1.5 × the national average gross annual salary (1.2 × for shortage professions)",
            source: {
              name: "LVP Advogados: Work and Reside in Portugal with the EU Blue Card",
              url: "https://www.lvpadvogados.com/work-and-reside-in-portugal-with-the-eu-blue-card",
              asOf: "2025-07-11",
            },
          },
        },
        {
          label: "National visa fee (applications in the US)",
          fact: {
            value: "€90 (about US$106.64) for a stay of over one year; €75 for under one year; plus a VFS Global service fee of US$45.08 per application (VFS page undated)",
            source: {
              name: "VFS Global, Portugal visa application centres in the USA: Visa Fees at Glance",
              url: "https://www.vfsglobal.com/Portugal/USA/visa-fees-at-glance.html",
              asOf: "2025",
            },
          },
        },
      ],
    },
    {
      heading: "2. Residence permit and renewal",
      paragraphs: [
        "The visa only gets you into Portugal. The residence permit itself is issued by AIMA (Agência para a Integração, Migrações e Asilo), which took over the immigration functions of the former SEF in October 2023. Attend the AIMA appointment linked to your visa and keep every receipt: the receipt and your visa are your proof of legal status while the card is being produced.",
        "A first temporary residence permit is valid for two years and is then renewed for three-year periods. To renew you must still have means of subsistence and accommodation, be up to date with Portuguese tax and social security, and have no disqualifying criminal convictions. Apply for renewal before the card expires; AIMA gives a discount on fees for requests made through its online channel.",
        "AIMA has had long backlogs. The government repeatedly extended the validity of expired residence documents (for example, to 15 October 2025), which protected people waiting for renewals but shows that appointments can take months. Plan travel with that in mind and avoid long absences, which can put the permit at risk.",
      ],
      facts: [
        {
          label: "AIMA replaces SEF",
          fact: {
            value: "AIMA took over SEF's administrative immigration functions on 29 October 2023",
            source: {
              name: "Diário de Notícias: Nova agência agrava em 33% taxas aos imigrantes atendidos presencialmente",
              url: "https://www.dn.pt/sociedade/nova-agencia-agrava-em-33-taxas-aos-imigrantes-atendidos-presencialmente-17197771.html",
              asOf: "2023-10",
            },
          },
        },
        {
          label: "Temporary residence permit validity",
          fact: {
            value: "Issued for 2 years, then renewable for successive 3-year periods (rule since the 2020 State Budget)",
            source: {
              name: "LVP Advogados: New Validity Periods for Residence Permits",
              url: "https://www.lvpadvogados.com/new-validity-periods-for-residence-permits",
              asOf: "2020-08-05",
            },
          },
        },
        {
          label: "Discount for online requests",
          fact: {
            value: "25% reduction in AIMA fees when a request is submitted through the digital channel",
            source: {
              name: "AIMA: Perguntas frequentes (alterações ao decreto regulamentar da Lei de Estrangeiros)",
              url: "https://aima.gov.pt/pt/decreto-regulamentar-da-lei-de-estrangeiros-alteracoes/perguntas-frequentes",
              asOf: "2024",
            },
          },
        },
        {
          label: "Extension of expired residence documents",
          fact: {
            value: "Residence permits that expired between 22 February 2020 and 30 June 2025 remained accepted until 15 October 2025",
            source: {
              name: "DECO PROteste: Autorização de residência: como pedir?",
              url: "https://www.deco.proteste.pt/familia-consumo/ferias-lazer/dicas/autorizacao-residencia-como-pedir",
              asOf: "2025",
            },
          },
        },
      ],
    },
    {
      heading: "3. Permanent residency",
      paragraphs: [
        "After five years of legal residence on temporary permits you can apply to AIMA for permanent residence. The main conditions are a valid residence permit, means of subsistence, accommodation, a clean criminal record, and basic Portuguese at level A2 (a recognised course or an exam such as CIPLE).",
        "Permanent residence does not expire as a status, but the card must be renewed every five years or whenever your details change. An alternative is EU long-term resident status, which also requires five years and gives some rights in other EU countries. Permanent residence is optional: you can go straight from temporary residence to citizenship if you qualify.",
      ],
      facts: [
        {
          label: "When you can apply",
          fact: {
            value: "After 5 years of residence in Portugal with a valid permit, plus an A2 Portuguese course or test",
            source: {
              name: "LVP Advogados: To Be or Not to Be a Permanent Resident",
              url: "https://www.lvpadvogados.com/to-be-or-not-to-be-a-permanent-resident-your-options-after-five-years-of-calling-portugal-home",
              asOf: "2025-02-05",
            },
          },
        },
        {
          label: "Permanent residence card renewal",
          fact: {
            value: "The right is permanent; the card is renewed every 5 years or when personal details change",
            source: {
              name: "AnchorLess: Permanent Residency Guide: Portugal's Permit Process",
              url: "https://anchorless.io/es/blog/vivir/guia-permiso-residencia-permanente-portugal",
              asOf: "2025-11-10",
            },
          },
        },
      ],
    },
    {
      heading: "4. Citizenship",
      paragraphs: [
        "Rule in force (as of the latest sources we could check, March 2026): Portugal grants nationality by naturalisation to adults who have lived legally in Portugal for at least five years, know Portuguese sufficiently (level A2, usually proven with the CIPLE exam) and have no conviction carrying a prison sentence of three years or more. A 2024 amendment counts the five years from the date the residence application was submitted, so waiting time at AIMA counts. Portugal allows dual nationality and the US does not require you to give up US citizenship, but US tax obligations continue for as long as you remain a US citizen.",
        "2025 legislative change: on 28 October 2025 Parliament approved a new nationality law raising the residence requirement to 10 years for most foreigners (7 years for EU and Portuguese-speaking CPLP citizens), counting only time with a residence permit, and adding a test of Portuguese culture, history and civic knowledge. On 15 December 2025 the Constitutional Court struck down four provisions and the President returned the law to Parliament on 19 December 2025, so it did not enter into force. Parliament was due to reconsider it from 1 April 2026, voting again only on the provisions the Court rejected. The 10-year rule was not among them.",
        "What this means for the profile: someone arriving in 2026 should plan on the assumption that the 10-year rule may apply by the time they could apply, and treat a five-year route as uncertain. Check the status of the nationality law before relying on any timeline.",
      ],
      facts: [
        {
          label: "Naturalisation rule in force",
          fact: {
            value: "At least 5 years of legal residence, adult, sufficient knowledge of Portuguese, no conviction with a prison sentence of 3 years or more (Lei 37/81, art. 6(1), as amended by Lei Orgânica 2/2018)",
            source: {
              name: "Nacionalidade Lusa: Nacionalidade Portuguesa pelo tempo de residência legal em Portugal",
              url: "https://nacionalidadelusa.com/2022/04/22/nacionalidade-portuguesa-pelo-tempo-de-residencia-legal-em-portugal/",
              asOf: "2022-04-22",
            },
          },
        },
        {
          label: "2024 amendment on counting residence",
          fact: {
            value: "The 5 years are counted from the submission of the residence application, so time waiting for a decision counts",
            source: {
              name: "Living Group: Constitutional gives green light to changes in Nationality Law",
              url: "https://www.livingroup.com.pt/2024/02/21/constitutional-gives-green-light-to-changes-in-nationality-law/",
              asOf: "2024-02-21",
            },
          },
        },
        {
          label: "Language requirement",
          fact: {
            value: "CIPLE (Certificado Inicial de Português Língua Estrangeira), level A2 of the Common European Framework",
            source: {
              name: "Portugal Residency Advisors: O teste de língua portuguesa, um guia para a cidadania",
              url: "https://www.portugalresidencyadvisors.com/pt-br/o-teste-de-lingua-portuguesa-um-guia-para-a-cidadania",
              asOf: "2025-10",
            },
          },
        },
        {
          label: "Law approved by Parliament, October 2025",
          fact: {
            value: "Approved 28 October 2025: 10 years of legal residence for most foreigners, 7 years for EU and CPLP citizens; proof of language, culture, history and national symbols",
            source: {
              name: "Nascer do SOL: Direita em bloco aprova alterações à lei da nacionalidade",
              url: "https://sol.sapo.pt/2025/10/28/direita-em-bloco-aprova-alteracoes-a-lei-da-nacionalidade-saiba-o-que-muda-afinal",
              asOf: "2025-10-28",
            },
          },
        },
        {
          label: "Constitutional Court ruling and veto",
          fact: {
            value: "Court declared four provisions unconstitutional on 15 December 2025; the President returned the law to Parliament without promulgation on 19 December 2025",
            source: {
              name: "ECO: Marcelo veta \"como é obrigado\" alterações à Lei da Nacionalidade",
              url: "https://eco.sapo.pt/2025/12/19/marcelo-veta-como-e-obrigado-alteracoes-a-lei-da-nacionalidade/",
              asOf: "2025-12-19",
            },
          },
        },
        {
          label: "Status in March 2026",
          fact: {
            value: "Not in force; Parliament to resume on 1 April 2026, re-voting only the provisions the Court rejected; the 5-to-10-year increase was approved and not referred to the Court",
            source: {
              name: "DN Brasil: Lei da Nacionalidade será retomada: entenda os próximos passos",
              url: "https://dnbrasil.dn.pt/lei-da-nacionalidade-ser-retomada-entenda-os-prximos-passos",
              asOf: "2026-03-11",
            },
          },
        },
      ],
    },
    {
      heading: "5. Taxes for a US citizen",
      paragraphs: [
        "The US taxes its citizens on worldwide income wherever they live, so you keep filing a US return every year. Two tools prevent most double taxation on salary: the foreign earned income exclusion (Form 2555), available if you pass the bona fide residence or physical presence test, and the foreign tax credit (Form 1116) for Portuguese tax paid. You must file to claim either. Americans abroad get an automatic two-month extension to file, but interest runs on unpaid tax from the April deadline. Foreign bank accounts must also be reported to FinCEN (the FBAR) once their combined balance passes the threshold.",
        "Portugal taxes its tax residents on worldwide income. You generally become resident by spending more than 183 days there in a 12-month period or by keeping a home there as your main residence. As a resident remote employee, your US salary is taxable in Portugal at progressive rates, and the US then gives relief through the exclusion or the credit. Ask your employer early how Portuguese payroll tax and social security will be handled: a US company with no Portuguese entity may need to register, use an employer-of-record, or switch you to a contractor arrangement.",
        "The non-habitual resident (NHR) regime was revoked by the 2024 State Budget: it is closed to new applicants except under transitional rules for people who became resident by the end of 2024 with qualifying ties dating from 2023. Its replacement, the IFICI (tax incentive for scientific research and innovation, nicknamed \"NHR 2.0\"), gives a flat 20% rate on qualifying employment and self-employment income for ten years to people who were not Portuguese tax residents in the previous five years. Eligibility depends on the activity and the employer or entity: ICT specialists are a listed profession, but only in qualifying entities such as certified start-ups, technology centres or companies with certain investment tax incentives. A remote job for a US employer with no Portuguese presence is unlikely to qualify; confirm with a Portuguese tax adviser before relying on it. Registration is due by 15 January of the year after you become resident.",
        "The US-Portugal income tax treaty lets each country tax its residents and gives credit for tax paid to the other, but under its saving clause the US keeps the right to tax its citizens as if the treaty did not exist (except for listed provisions). It also contains a rule that treats income taxed by the US only because of citizenship as arising in Portugal, so Portugal's tax can be credited against US tax. The US-Portugal social security (totalization) agreement ensures that work is covered by only one country's system at a time, so you do not pay both US and Portuguese contributions on the same earnings. Self-employed people living in Portugal are covered by Portugal; employees are generally covered where they work, with an exception for workers temporarily sent abroad by their employer who obtain a certificate of coverage. Credits in both systems can be combined to qualify for benefits.",
      ],
      facts: [
        {
          label: "Foreign earned income exclusion, tax year 2025",
          fact: {
            value: "$130,000 per qualifying person (up from $126,500 for 2024)",
            source: {
              name: "IRS newsroom: IRS releases tax inflation adjustments for tax year 2025 (Rev. Proc. 2024-40)",
              url: "https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2025",
              asOf: "2024-10",
            },
          },
        },
        {
          label: "Filing still required abroad",
          fact: {
            value: "A US filing requirement generally applies even if the exclusion or foreign tax credit removes all US tax; the benefits are only available if you file",
            source: {
              name: "IRS newsroom: June 15 tax filing deadline approaches for taxpayers living and working abroad (IR-2018-135)",
              url: "https://www.irs.gov/newsroom/june-15-tax-filing-deadline-approaches-for-taxpayers-living-and-working-abroad-check-withholding-for-2018",
              asOf: "2018-06-08",
            },
          },
        },
        {
          label: "Filing deadline for Americans abroad",
          fact: {
            value: "Automatic 2-month extension: June 15 instead of April 15 (next business day if it falls on a weekend); interest still runs from April 15",
            source: {
              name: "IRS: U.S. Citizens and Resident Aliens Abroad - Automatic 2 Month Extension of Time to File",
              url: "https://www.irs.gov/individuals/international-taxpayers/us-citizens-and-resident-aliens-abroad-automatic-2-month-extension-of-time-to-file",
              asOf: "2021-05",
            },
          },
        },
        {
          label: "FBAR threshold",
          fact: {
            value: "FinCEN Form 114 required when foreign financial accounts exceed $10,000 in total at any time in the calendar year",
            source: {
              name: "University of Pennsylvania Finance: Foreign Bank Account Report (FBAR)",
              url: "https://www.finance.upenn.edu/payroll-taxes/university-tax-compliance/foreign-bank-account-report-fbar/",
              asOf: "2025",
            },
          },
        },
        {
          label: "Portuguese tax residence",
          fact: {
            value: "Resident if more than 183 days in Portugal in any 12-month period or a primary residence there; residents are taxed on worldwide income",
            source: {
              name: "UEFA legal information, Women's Champions League Final 2025 (Lisbon): Taxation of individuals",
              url: "https://documents.uefa.com/r/UEFA-Guidelines/UEFA-Women-s-Champions-League-Final-2025-Legal-Information/Taxation-of-Individuals?contentId=H9Kb04LxUGWmluMjAjoEGA",
              asOf: "2025",
            },
          },
        },
        {
          label: "NHR regime closed",
          fact: {
            value: "Revoked by article 236 of the 2024 State Budget law (Lei 82/2023); transitional access only for people becoming tax resident by 31 December 2024 with qualifying ties (e.g. a job contract by 31 December 2023 or a lease by 10 October 2023)",
            source: {
              name: "Gonti: Orçamento do Estado para 2024",
              url: "https://gonti.pt/orcamento-do-estado-para-2024-2/",
              asOf: "2024",
            },
          },
        },
        {
          label: "IFICI (\"NHR 2.0\") rate and duration",
          fact: {
            value: "Flat 20% IRS rate on qualifying income for 10 years, in force since 1 January 2024",
            source: {
              name: "Morais Leitão: António Queiroz Martins e Carolina Braga Andrade analisam o novo regime fiscal NHR 2.0",
              url: "https://mlgts.pt/pt/conhecimento/noticias/Antonio-Queiroz-Martins-e-Carolina-Braga-Andrade-analisam-o-novo-regime-fiscal-NHR-20/26076",
              asOf: "2025-04-17",
            },
          },
        },
        {
          label: "IFICI regulation and deadline",
          fact: {
            value: "Regulated by Portaria 352/2024/1 of 23 December 2024; ICT specialists among the listed professions; registration by 15 January of the year after becoming resident",
            source: {
              name: "RTP: Publicado em Diário da República: oito profissões abrangidas pelo regime fiscal para novos residentes",
              url: "https://www.rtp.pt/noticias/economia/publicado-em-diario-da-republica-oito-profissoes-abrangidas-pelo-regime-fiscal-para-novos-residentes_n1623312",
              asOf: "2024-12",
            },
          },
        },
        {
          label: "US-Portugal income tax treaty",
          fact: {
            value: "Signed in Washington on 6 September 1994; in force from 1 January 1996",
            source: {
              name: "Resolução da Assembleia da República 39/95, de 12 de outubro (Diário da República, via dre.tretas.org)",
              url: "https://dre.tretas.org/dre/69729/resolucao-da-assembleia-da-republica-39-95-de-12-de-outubro",
              asOf: "1995-10-12",
            },
          },
        },
        {
          label: "Treaty relief for US citizens resident in Portugal",
          fact: {
            value: "Article 25(2): income the US taxes solely because of citizenship is deemed to arise in Portugal to the extent needed to avoid double taxation",
            source: {
              name: "Diário da Assembleia da República, II Série-A, 25 May 1995 (treaty text)",
              url: "https://debates.parlamento.pt/catalogo/r3/dar/s2a/06/04/044/1995-05-25/723",
              asOf: "1995-05-25",
            },
          },
        },
        {
          label: "US-Portugal totalization agreement",
          fact: {
            value: "Signed in Lisbon on 30 March 1988; in force since 1 August 1989",
            source: {
              name: "Social Security Administration: U.S.-Portuguese Social Security Agreement (text)",
              url: "https://www.ssa.gov/international/Agreement_Texts/portugal.html",
              asOf: "1989-08-01",
            },
          },
        },
        {
          label: "Self-employed coverage under the agreement",
          fact: {
            value: "Self-employed workers who reside in Portugal are assigned Portuguese coverage (and pay no US self-employment tax on that work)",
            source: {
              name: "Social Security Administration: Totalization Agreement with Portugal",
              url: "https://www.ssa.gov/international/Agreement_Pamphlets/portugal.html",
              asOf: "1989-08",
            },
          },
        },
      ],
    },
    {
      heading: "6. First costs in Lisbon",
      paragraphs: [
        "Rent is the largest cost by far. The official INE median for new leases in the municipality of Lisbon was €16 per square metre a month in early 2025, so a 60 m² one-bedroom flat at the median works out to about €960 a month (our arithmetic). Asking rents on listing sites are higher than signed-lease medians: Imovirtual's average asking rent in the municipality was €1,915 in 2024, across all flat sizes.",
        "Upfront, a landlord may legally ask for at most two months' rent in advance plus a deposit of up to two months' rent, so budget up to four months' rent at signing (our arithmetic from the two limits). Some landlords ask for more or for a Portuguese guarantor; you can refuse terms above the legal limits.",
        "Other early costs with published figures: the national visa and VFS fees (section 1), AIMA's fees for the residence permit, and a monthly public transport pass. AIMA updated its fee table in early 2026, so check the current amounts before your appointment. We have not listed health insurance, flights, shipping, furniture or utilities because we could not source current Lisbon figures for them.",
      ],
      facts: [
        {
          label: "Median rent, new leases, Lisbon municipality",
          fact: {
            value: "€16 per m² a month (Q1 2025, INE provisional data; about €1,600 for 100 m²)",
            source: {
              name: "SIC Notícias: Rendas das casas voltam a disparar (INE data)",
              url: "https://amp.sicnoticias.pt/economia/2025-06-27-video-rendas-das-casas-voltam-a-disparar-precos-subiram-10-no-inicio-deste-ano-5fb6f2f8",
              asOf: "2025-06-27",
            },
          },
        },
        {
          label: "Average asking rent, Lisbon municipality",
          fact: {
            value: "€1,915 a month in 2024 (Imovirtual listings, all sizes; +12% on 2023)",
            source: {
              name: "Executive Digest: Arrendar casa em Lisboa já custa quase 2.000 euros por mês (Imovirtual barometer)",
              url: "https://executivedigest.sapo.pt/noticias/arrendar-casa-em-lisboa-ja-custa-quase-2-000-euros-por-mes",
              asOf: "2024",
            },
          },
        },
        {
          label: "Median purchase price, Lisbon municipality",
          fact: {
            value: "€5,000 per m² (Q3 2025, INE)",
            source: {
              name: "Diário de Notícias: Preço das casas aumentou 16,1% no terceiro trimestre de 2025 (INE data)",
              url: "https://www.dn.pt/atualidade/preo-das-casas-aumentou-161-transaes-subiram-4-no-terceiro-trimestre-de-2025",
              asOf: "2025-09",
            },
          },
        },
        {
          label: "Legal limits on upfront rent",
          fact: {
            value: "From January 2023: at most 2 months' rent in advance and a deposit of at most 2 months' rent",
            source: {
              name: "SAPO 24: Duas rendas antecipadas passará a ser o limite legal para senhorios",
              url: "https://24.sapo.pt/atualidade/artigos/duas-rendas-antecipadas-passara-a-ser-o-limite-legal-para-senhorios",
              asOf: "2022-11",
            },
          },
        },
        {
          label: "Monthly public transport pass",
          fact: {
            value: "Navegante Metropolitano €40 a month (all 18 municipalities of the Lisbon area); Navegante Municipal €30; prices unchanged for 2026",
            source: {
              name: "Notícias Agora: Passes navegante de Lisboa não aumentam em 2026",
              url: "https://www.noticiasagora.pt/cobertura/sem-surpresas-no-bolso-passes-navegante-de-lisboa-nao-aumentam-em-2026",
              asOf: "2025-12",
            },
          },
        },
        {
          label: "AIMA residence permit fees (2023 table)",
          fact: {
            value: "€121.95 to receive and assess a temporary residence permit application and €104.82 per permit issued or renewed (Portaria 307/2023, in-person price; 25% less online)",
            source: {
              name: "Executive Digest: Agência que substitui o SEF aumenta em 33% taxas para imigrantes atendidos nos balcões",
              url: "https://executivedigest.sapo.pt/noticias/agencia-que-substitui-o-sef-aumenta-em-33-taxas-para-imigrantes-atendidos-nos-balcoes",
              asOf: "2023-10",
            },
          },
        },
        {
          label: "AIMA fee update, 2026",
          fact: {
            value: "New fee table in early 2026: renewing a residence permit costs €70 to €160; some fees rose by more than 25%",
            source: {
              name: "24notícias: Imigrantes lamentam aumento das taxas da AIMA",
              url: "https://24noticias.sapo.pt/atualidade/artigos/imigrantes-lamentam-aumento-das-taxas-da-aima-e-pedem-reinvestimento-na-integracao",
              asOf: "2026-03-05",
            },
          },
        },
      ],
    },
  ],
};
