/**
 * A plain-text resume written the way people type one (capitals, "|" separators, a date line under the
 * company, US phone and state): the parser's unit tests and the /resumes/upload end-to-end test use it.
 */
export const PLAIN_TEXT_RESUME = `MAYA RODRIGUEZ
Product Designer
Austin, TX | (512) 555-0142 | maya.rodriguez@example.com | linkedin.com/in/mayarodriguez | mayarodriguez.design

PROFILE
Product designer with six years of experience shaping mobile banking and health apps.
I turn research into flows people finish.

WORK EXPERIENCE
Lumen Health — Senior Product Designer
Jan 2021 - Present
- Led the redesign of the patient onboarding flow, lifting completion from 61% to 84%.
- Built and maintain the design system used by 5 product teams.

Brightbank
Product Designer | 06/2018 – 12/2020
- Designed the card controls feature used by 1.2M customers.
- Ran 40+ usability sessions and shared findings weekly.

EDUCATION
University of Texas at Austin
Bachelor of Fine Arts, Design, 2014 - 2018

SKILLS
Figma, Sketch, Prototyping, User research, Accessibility (WCAG 2.2)

LANGUAGES
English - Native, Spanish - Fluent

CERTIFICATIONS
Google UX Design Certificate, Coursera, 2019
`
