export type TeamMember = {
  id: number;
  name: string;
  designation: string;
  bio: string;
  photo: string;
  photoAlt: string;
};

export const team: TeamMember[] = [
  {
    id: 1,
    name: 'Arif Hossain',
    designation: 'Founder & Managing Director',
    bio: 'Arif has ridden motorbikes around Dhaka since his university days and spent several years in logistics before starting Bond Bike Rental in September 2024. He looks after the fleet plan, partnerships and the rental rules, and still takes the occasional bike out to test a new route.',
    photo: '/media/team/team-1.svg',
    photoAlt: 'Portrait of Arif Hossain, Founder & Managing Director',
  },
  {
    id: 2,
    name: 'Nusrat Jahan',
    designation: 'Head of Operations',
    bio: 'Nusrat runs the day-to-day side of the shop: bookings, handovers, returns and the schedule at both pickup points. She set up our online booking and makes sure every bike is where it should be, on time, with its papers in order.',
    photo: '/media/team/team-2.svg',
    photoAlt: 'Portrait of Nusrat Jahan, Head of Operations',
  },
  {
    id: 3,
    name: 'Mahmudul Hasan',
    designation: 'Lead Mechanic',
    bio: 'Mahmudul has more than ten years of experience working on motorbikes, from small commuters to sports bikes and, more recently, electric scooters. He leads the workshop, sets the checklist every bike goes through after each rental and decides when a bike is ready to go back out.',
    photo: '/media/team/team-3.svg',
    photoAlt: 'Portrait of Mahmudul Hasan, Lead Mechanic',
  },
  {
    id: 4,
    name: 'Farhana Akter',
    designation: 'Customer Care Lead',
    bio: 'Farhana is usually the first voice you hear when you call us. She helps customers choose the right bike, answers questions about bookings and payments, and follows up when something has not gone to plan. She is also a keen rider and writes several of our blog posts.',
    photo: '/media/team/team-4.svg',
    photoAlt: 'Portrait of Farhana Akter, Customer Care Lead',
  },
];
