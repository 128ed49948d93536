// A realistic board of a few hundred jobs for the relevance test: roles with their usual titles,
// skills and descriptions, in real cities, with the decoys a naive search falls for (a nursery
// teacher for "nurse", a barista serving Java coffee for "java", a care assistant who works with
// nurses). Each job keeps its role, so a judgment can grade it without reading its text.
import type { CorpusJob } from './search-fixtures.ts';

export type Role = {
  key: string;
  titles: string[];
  skills: string[];
  duties: string[];
};

export const roles: Role[] = [
  {
    key: 'nurse',
    titles: ['Registered Nurse', 'ICU Nurse', 'Pediatric Nurse', 'Staff Nurse', 'Nurse Practitioner'],
    skills: ['Patient care', 'BLS', 'Medication administration', 'Triage'],
    duties: ['Deliver safe patient care on a busy ward.', 'Administer medication and monitor vital signs.'],
  },
  {
    key: 'care',
    titles: ['Care Assistant', 'Healthcare Assistant'],
    skills: ['Personal care', 'Empathy'],
    duties: ['Support our nurses with daily patient care.', 'Help residents with meals and mobility.'],
  },
  {
    key: 'nursery',
    titles: ['Nursery Teacher', 'Nursery Assistant'],
    skills: ['Early years', 'Childcare', 'Safeguarding'],
    duties: [
      'Plan play-based activities for children aged 2 to 4.',
      'Keep parents informed about their child.',
    ],
  },
  {
    key: 'teacher',
    titles: ['Math Teacher', 'Primary School Teacher', 'English Teacher'],
    skills: ['Lesson planning', 'Classroom management'],
    duties: ['Teach engaging lessons to mixed-ability classes.', 'Assess pupils and report progress.'],
  },
  {
    key: 'js',
    titles: ['JavaScript Developer', 'Frontend Developer', 'Frontend Engineer', 'Full Stack Developer'],
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'CSS'],
    duties: ['Build fast, accessible web interfaces.', 'Ship features with tests and code review.'],
  },
  {
    key: 'java',
    titles: ['Java Developer', 'Java Software Engineer', 'Backend Developer'],
    skills: ['Java', 'Spring Boot', 'SQL', 'Kafka'],
    duties: ['Design and build backend services on the JVM.', 'Keep our APIs reliable and fast.'],
  },
  {
    key: 'barista',
    titles: ['Barista', 'Head Barista', 'Coffee Shop Supervisor'],
    skills: ['Espresso', 'Latte art', 'Customer service'],
    duties: ['Brew our Java and Sumatra single origins.', 'Keep the café welcoming and clean.'],
  },
  {
    key: 'data',
    titles: ['Data Engineer', 'Data Scientist', 'Data Analyst', 'Senior Data Scientist'],
    skills: ['Python', 'SQL', 'Spark', 'Pandas'],
    duties: ['Build pipelines and models from raw data.', 'Turn data into decisions with the product team.'],
  },
  {
    key: 'devops',
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'DevOps'],
    duties: ['Run our Kubernetes clusters and CI pipelines.', 'Automate infrastructure with Terraform.'],
  },
  {
    key: 'software',
    titles: ['Software Engineer', 'Senior Software Engineer', 'Software Developer'],
    skills: ['Go', 'Python', 'Distributed systems'],
    duties: ['Design and build reliable software systems.', 'Work across the stack with a small team.'],
  },
  {
    key: 'pm',
    titles: ['Product Manager', 'Senior Product Manager', 'Product Owner'],
    skills: ['Roadmapping', 'User research', 'Agile'],
    duties: ['Own the roadmap of a product area.', 'Work with engineering and design on discovery.'],
  },
  {
    key: 'design',
    titles: ['UX Designer', 'Product Designer', 'UI Designer'],
    skills: ['Figma', 'Prototyping', 'User research'],
    duties: ['Design flows and interfaces people love.', 'Test prototypes with real users.'],
  },
  {
    key: 'accountant',
    titles: ['Accountant', 'Financial Accountant', 'Staff Accountant'],
    skills: ['IFRS', 'Excel', 'Reconciliation'],
    duties: ['Prepare monthly accounts and reconciliations.', 'Support the yearly audit.'],
  },
  {
    key: 'sales',
    titles: ['Sales Manager', 'Account Executive', 'Sales Representative'],
    skills: ['CRM', 'Negotiation', 'B2B sales'],
    duties: ['Grow revenue in your territory.', 'Close deals with new customers.'],
  },
  {
    key: 'marketing',
    titles: ['Marketing Manager', 'Content Marketer', 'SEO Specialist'],
    skills: ['SEO', 'Copywriting', 'Analytics'],
    duties: ['Plan campaigns that bring in customers.', 'Write content for our blog and newsletter.'],
  },
  {
    key: 'chef',
    titles: ['Chef de Partie', 'Sous Chef', 'Line Cook'],
    skills: ['Food safety', 'Menu planning'],
    duties: ['Run your section of the kitchen during service.', 'Prepare fresh dishes to our standards.'],
  },
  {
    key: 'driver',
    titles: ['Delivery Driver', 'Truck Driver', 'Van Driver'],
    skills: ['Driving licence', 'Route planning'],
    duties: ['Deliver parcels safely and on time.', 'Load and check the vehicle each morning.'],
  },
  {
    key: 'hr',
    titles: ['Recruiter', 'Talent Acquisition Specialist', 'HR Manager'],
    skills: ['Recruiting', 'Interviewing', 'Employer branding'],
    duties: ['Find and hire great people for our teams.', 'Run a fair, quick interview process.'],
  },
  {
    key: 'support',
    titles: ['Customer Support Agent', 'Customer Success Manager', 'Help Desk Technician'],
    skills: ['Zendesk', 'Communication'],
    duties: ['Help customers solve their problems.', 'Answer tickets by email and chat.'],
  },
  {
    key: 'engineering',
    titles: ['Mechanical Engineer', 'Civil Engineer', 'Electrical Engineer'],
    skills: ['AutoCAD', 'Project management'],
    duties: ['Design and review technical drawings.', 'Work with contractors on site.'],
  },
  {
    key: 'trades',
    titles: ['Electrician', 'Plumber', 'Maintenance Technician'],
    skills: ['Electrical installation', 'Troubleshooting'],
    duties: ['Install and repair systems in our buildings.', 'Keep the site safe and compliant.'],
  },
  {
    key: 'pharmacy',
    titles: ['Pharmacist', 'Pharmacy Technician'],
    skills: ['Dispensing', 'Patient counselling'],
    duties: ['Dispense prescriptions accurately.', 'Advise patients on their medicines.'],
  },
];

export const cities = [
  'Lisbon',
  'Porto',
  'Zürich',
  'Berlin',
  'London',
  'München',
  'São Paulo',
  'Kraków',
  'Paris',
];
const companies = [
  'Acme Corp',
  'Northwind',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Blue Bottle Café',
  'Hooli',
];
const filler = 'We offer a friendly team, training and a fair salary. Apply with your CV and a short note.';

export type JudgedJob = CorpusJob & { role: string };

/** A deterministic board: every title of every role, in four cities each. */
export function buildCorpus(): JudgedJob[] {
  const out: JudgedJob[] = [];
  let n = 0;
  for (const role of roles) {
    role.titles.forEach((title, t) => {
      for (let c = 0; c < 4; c++) {
        n++;
        const city = cities[(n * 7 + t + c * 3) % cities.length] as string;
        out.push({
          role: role.key,
          title,
          skills: role.skills.filter((_, i) => (i + n) % 4 !== 0),
          description: `${role.duties[(n + c) % role.duties.length]} ${filler}`,
          company: companies[n % companies.length],
          location: city,
          level: (['entry', 'mid', 'senior', 'lead'] as const)[n % 4],
          ageDays: (n * 13) % 60,
        });
      }
    });
  }
  return out;
}
