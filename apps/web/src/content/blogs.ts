export type BlogSection = {
  heading?: string;
  paragraphs: string[];
  list?: string[];
};

export type BlogArticle = {
  id: number;
  slug: string;
  title: string;
  /** 1–2 sentence teaser, also used as the page meta description (at most 160 characters). */
  description: string;
  image: string;
  imageAlt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  readingMinutes: number;
  sections: BlogSection[];
};

export const blogs: BlogArticle[] = [
  {
    id: 1,
    slug: 'choosing-perfect-rental-bike',
    title: 'How to Choose the Perfect Rental Bike for Your Trip',
    description:
      'Commuter, sports bike, trail bike or electric scooter? A practical guide to picking the right rental motorbike for Dhaka streets and highway trips.',
    image: '/media/blogs/choosing-perfect-rental-bike.svg',
    imageAlt: 'A row of rental motorbikes of different sizes parked outside a shop, ready to be chosen',
    author: 'Arif Hossain',
    publishedOn: '2024-10-12',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'Walking into a rental shop and choosing a bike by its colour is more common than you might think. It is also the easiest way to end up on the wrong machine for your trip. The bike that looks exciting at the shop can be tiring in Mirpur traffic, and the bike that is perfect for a quick run to Gulshan can feel underpowered on the highway to Sylhet. A few minutes of thought before you book saves a lot of discomfort later.',
        ],
      },
      {
        heading: 'Start with the trip, not the bike',
        paragraphs: [
          'Ask yourself where you will actually ride. If most of your time will be spent in city traffic, between Dhanmondi, Karwan Bazar and Motijheel for example, you want a light bike with a smooth clutch, good balance at low speed and an upright riding position. A 110cc to 125cc commuter or a scooter is often the most relaxed choice. It is easy to move through slow traffic, easy to park and kind on fuel.',
          'If you are planning a ride out of the city, such as the Dhaka–Mawa expressway or a weekend in Srimangal, a 150cc to 165cc bike makes more sense. The extra power is not about speed; it is about overtaking a truck safely and cruising without the engine working at its limit. Better brakes, wider tyres and a more stable frame help on long, fast stretches too.',
        ],
      },
      {
        heading: 'Match the bike to the rider',
        paragraphs: [
          'Seat height and weight matter more than engine size for most people. You should be able to put at least the balls of both feet on the ground at a traffic signal. Sit on the bike at the shop, hold it upright without the side stand and push it a few steps. If that feels like a struggle, choose something lighter. There is no shame in it: a bike you can control easily is a safer bike.',
          'Think about your experience too. If you have mostly ridden scooters, a geared bike needs some practice with the clutch, especially in stop-and-go traffic. If you have not ridden for a few years, start with a calm commuter for your first rental and move up later.',
        ],
      },
      {
        heading: 'Features worth asking about',
        paragraphs: [
          'When you compare bikes, look beyond the name and the CC figure. These details make a real difference on Bangladeshi roads:',
        ],
        list: [
          'Brakes: a front disc brake is a big help in traffic, and ABS reduces the chance of the wheel locking on a wet road during the monsoon.',
          'Tyres: tubeless tyres usually lose air slowly after a puncture, which gives you time to reach a repair shop.',
          'Pillion comfort: if you will carry a passenger, check the rear seat, the grab rail and the footrests.',
          'Fuel range: commuters go a long way on a tank, while sportier bikes use more. Plan fuel stops for highway trips.',
          'Luggage: a flat rear seat or a rack makes it easier to strap on a bag for a weekend away.',
        ],
      },
      {
        heading: 'A few practical points before you book',
        paragraphs: [
          'Check that your licence covers the bike. You need a valid BRTA driving licence for motorcycles to rent any bike from us. Bring the original with you when you collect the bike, together with your national ID card or passport.',
          'Book for a little longer than you think you need. Our rates are hourly and the final cost is calculated when you return the bike, so a small buffer is better than rushing back through traffic. If you are not sure which bike fits your plans, call us during opening hours. We would rather spend five minutes helping you choose than see you struggle with the wrong bike all day.',
        ],
      },
    ],
  },
  {
    id: 2,
    slug: 'scenic-bike-routes',
    title: 'Scenic Bike Routes In and Around Dhaka',
    description:
      "From evening loops around Hatirjheel to Sylhet's tea gardens and the Marine Drive at Cox's Bazar, here are routes worth a rented motorbike.",
    image: '/media/blogs/scenic-bike-routes.svg',
    imageAlt: 'A motorbike on a quiet road running between green tea gardens under a wide sky',
    author: 'Nusrat Jahan',
    publishedOn: '2024-11-23',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'Dhaka is not famous as a riding city, and anyone who has sat in traffic at Farmgate knows why. But with the right timing and the right route, a motorbike opens up some lovely places in and around the capital. Here are the routes our team and our customers keep coming back to, from a one-hour evening loop to trips that need a long weekend.',
        ],
      },
      {
        heading: 'Hatirjheel and 300 Feet Road',
        paragraphs: [
          'Hatirjheel is the easiest scenic ride in the city. The roads curve around the lake between Tejgaon, Rampura, Badda and Moghbazar, with bridges, walkways and coloured lights reflected in the water after dark. Go after the office rush, ride slowly and enjoy it. Watch for pedestrians crossing to the lakeside and for cars stopping suddenly. Stop for a cup of tea, but park only where parking is allowed.',
          'The wide road from Kuril towards Purbachal is where many Dhaka riders go to breathe. The lanes are broad, the sky opens up and on a clear evening the sunset over the fields and water can be beautiful. It is also a road where some people ride far too fast, so keep to the left, use your mirrors and do not get pulled into racing. Early mornings are calmer than evenings.',
        ],
      },
      {
        heading: 'The Dhaka–Mawa expressway and the Padma',
        paragraphs: [
          'The expressway south of the city is smooth, well marked and quick, and the reward at the end is the wide Padma river and the famous fried ilish served near the Mawa ghat. Ride at a steady speed in the left lane, expect fast buses behind you and keep some cash ready in case of tolls. Rules for motorbikes on some bridges and expressways in Bangladesh have changed more than once in recent years, so check the current rules before you set out, and never ride where motorbikes are not permitted.',
        ],
      },
      {
        heading: 'Sylhet and the Srimangal tea gardens',
        paragraphs: [
          'If you have two or three days, the ride north-east to Srimangal and Sylhet is one of the best in the country. The last stretch into Srimangal runs past neat rows of tea bushes and shade trees, and the Lawachara forest is close by. Around Sylhet city, tea estates are within easy reach, and further out are Jaflong and the Ratargul swamp forest. The Dhaka–Sylhet highway is busy with buses and trucks, so leave early, take a break every hour or so and avoid riding after dark.',
        ],
      },
      {
        heading: "The Marine Drive at Cox's Bazar",
        paragraphs: [
          "The Marine Drive south of Cox's Bazar, running towards Teknaf with the sea on one side and green hills on the other, is a road many riders dream about. Stop at Himchari and Inani beach, and ride it in the morning when the light is soft and the road is quiet. Getting there from Dhaka is a long journey on one of the busiest highways in the country, so this is a trip for experienced riders who plan overnight stops and do not rush. Talk to us before booking a bike for a trip this long, so we can make sure the bike suits it.",
        ],
      },
      {
        heading: 'Before you go',
        paragraphs: ['Whichever route you choose, a little preparation goes a long way:'],
        list: [
          'Carry your licence, the bike papers we give you and a phone with enough charge.',
          'Check the tyres and the chain before a long ride; our staff are happy to show you how.',
          'Wear a proper helmet, fastened, and make sure your pillion wears one too.',
          'Avoid highways at night, when unlit vehicles and tired drivers make riding far riskier.',
          'In the monsoon, check the weather and stay away from flooded roads.',
          'The best rides are unhurried ones, so leave time to stop, eat and look around.',
        ],
      },
    ],
  },
  {
    id: 3,
    slug: 'bike-maintenance',
    title: 'Bike Maintenance Basics Every Renter Should Know',
    description:
      "You don't need to be a mechanic to look after a rental bike. Simple checks that keep you safe, and how we look after our fleet between rentals.",
    image: '/media/blogs/bike-maintenance.svg',
    imageAlt: 'A mechanic checking the chain and rear wheel of a motorbike in a workshop',
    author: 'Mahmudul Hasan',
    publishedOn: '2025-01-18',
    readingMinutes: 4,
    sections: [
      {
        paragraphs: [
          'When you rent a bike from us, keeping it in good condition is our job, and our workshop checks every bike after every rental. But a bike can change during a day on the road: a tyre picks up a nail, a chain loosens on a rough stretch, a bulb stops working. Knowing a few basic checks makes your ride safer and helps you notice a problem before it becomes a breakdown.',
        ],
      },
      {
        heading: 'The two-minute check before you ride',
        paragraphs: [
          'Before you leave the shop, and every morning on a rental of more than one day, walk around the bike and check these things. It takes two minutes and needs no tools.',
        ],
        list: [
          'Tyres: look for cuts, bulges or nails, and press each tyre with your thumb. If it feels softer than in the morning, have the pressure checked at a petrol pump or tyre shop.',
          'Brakes: squeeze the front lever and press the rear pedal. They should feel firm, not spongy, and the bike should not roll when you push it with the brakes on.',
          'Lights and horn: headlight on high and low beam, tail light, brake light, both indicators and the horn.',
          'Chain: it should not hang loose or look dry and rusty. If you hear it slapping or grinding, tell us.',
          'Leaks: look under the bike for fresh drips of oil or fuel after it has been parked.',
          'Mirrors: adjust them before you start, so you can see behind you without moving your body.',
        ],
      },
      {
        heading: 'Fuel and engine care',
        paragraphs: [
          'Ask us which fuel to use when you collect the bike. Most modern bikes in our fleet run best on octane rather than regular petrol. Fill up at busy, reputable pumps and avoid loose fuel sold in bottles by the roadside, which can be dirty or mixed with something it should not be.',
          'After a cold start, let the engine idle for a few seconds and ride gently for the first few minutes. Do not rev the engine hard while standing still, and change gear smoothly instead of holding the bike at high revs. If a warning light comes on, or the engine starts making a noise you have not heard before, stop in a safe place and call us.',
        ],
      },
      {
        heading: 'Monsoon care',
        paragraphs: [
          'During the monsoon, roughly June to October, parts of Dhaka can flood within an hour of heavy rain, and water is the biggest risk to a bike in the city. If the water is deep enough to cover the exhaust or reach the engine, do not ride through it. Water drawn into the engine can cause serious damage, and you cannot see open manholes or broken road under the surface. Wait, or find another route. After riding through any water, brake gently a few times to dry the brakes before you really need them.',
        ],
      },
      {
        heading: 'What we do between rentals',
        paragraphs: [
          "When a bike comes back, one of our mechanics inspects it before it goes back on the list. We clean and lubricate the chain and check its tension, check tyre pressure and tread, test the brakes and look at the brake pads, and check the oil level and all the lights. Oil and filters are changed at the intervals the manufacturer recommends, and any bike with a problem is marked as unavailable until it is fixed. That is why you will sometimes see a bike listed as 'Not Available For Booking' even when nobody is riding it.",
        ],
      },
      {
        heading: 'If something goes wrong',
        paragraphs: [
          'Please do not try to fix a serious problem at the roadside, and do not take the bike to a workshop without calling us first. Call us, tell us where you are and what happened. For something small like a puncture, we can usually point you to a nearby repair shop and settle the cost with you when you return the bike. For anything bigger, we will work out the quickest safe way to get you, and the bike, moving again.',
        ],
      },
    ],
  },
  {
    id: 4,
    slug: 'city-exploration-bike',
    title: 'Exploring Dhaka by Motorbike: A City Guide for Riders',
    description:
      'Old Dhaka, the Parliament, the lakes and the best food stops: how to see the capital on a rented motorbike without getting stuck in traffic.',
    image: '/media/blogs/city-exploration-bike.svg',
    imageAlt: 'A motorbike parked near a historic red-brick building in Old Dhaka',
    author: 'Farhana Akter',
    publishedOn: '2025-03-08',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'A motorbike is one of the best ways to see Dhaka. You can cover in a morning what would take a full day by car, move through traffic that would keep a car waiting, and stop wherever something catches your eye. The trick is to plan around the traffic rather than fight it.',
        ],
      },
      {
        heading: 'Pick your time',
        paragraphs: [
          'Friday mornings are the calmest time in the city and the best time for a long sightseeing ride. Our shop is closed on Fridays, so collect the bike on Thursday evening and it will be ready for you at sunrise. On working days, early mornings and the middle of the afternoon are usually easier than the morning and evening rush. Avoid riding into Old Dhaka at midday on a weekday unless you enjoy standing still.',
        ],
      },
      {
        heading: 'Old Dhaka',
        paragraphs: [
          "The old city is where Dhaka's history lives: Lalbagh Fort, Ahsan Manzil on the Buriganga, the Star Mosque, the Armenian Church and the busy river front at Sadarghat. The lanes are narrow and crowded with rickshaws, hand carts and people, so the best approach is to ride to the edge of the area, leave the bike in a proper parking place and explore on foot. Go hungry: Old Dhaka is famous for kacchi biryani, bakarkhani and sweets.",
        ],
      },
      {
        heading: 'Lakes, parks and landmarks',
        paragraphs: [
          'Dhanmondi Lake, close to our shop, is lovely early in the morning, and the area around Rabindra Sarobar is lively in the evening. Further north, the National Parliament building at Sher-e-Bangla Nagar, designed by the architect Louis Kahn, is worth seeing from the roads around it, especially at sunset. Continue to Hatirjheel for an evening loop with lights on the water, or head to the National Botanical Garden in Mirpur on a morning when you want trees and quiet.',
          'The Dhaka University area, with Curzon Hall, the Central Shaheed Minar and the leafy roads around TSC, is best on a quiet morning. Nearby, the National Museum at Shahbag makes a good stop on a hot afternoon. Parking around Shahbag can be tight, so look for a proper parking area rather than leaving the bike on the pavement.',
        ],
      },
      {
        heading: 'City riding tips',
        paragraphs: ['A few habits make a day of exploring easier and safer:'],
        list: [
          'Park only in proper parking places. A bike left on a footpath or in a no-parking zone can be fined.',
          'Never ride on the footpath, even when traffic is stuck. It is against the rules and dangerous for pedestrians.',
          'Lock the steering every time you park, and never leave your helmet or bag on the bike.',
          'Rickshaws, CNG auto-rickshaws and buses stop without warning. Keep a gap and keep your fingers near the brake lever.',
          'Use a phone mount for directions instead of holding the phone, and set your route before you start.',
          "Carry water. Even a short ride in Dhaka's heat and dust is tiring.",
        ],
      },
      {
        heading: 'Make a day of it',
        paragraphs: [
          'A good first day might look like this: Dhanmondi Lake at sunrise, breakfast nearby, the Parliament building and Chandrima Udyan before the traffic builds, the university area and the museum around midday, a rest through the hottest hours, and an evening ride around Hatirjheel. Dhaka rewards curious riders. Slow down, stop often, and you will see a side of the city that people stuck in cars rarely notice.',
        ],
      },
    ],
  },
  {
    id: 5,
    slug: 'bike-safety-tips',
    title: 'Motorbike Safety Tips for Dhaka Roads',
    description:
      'Helmets, following distance, rain riding and the habits that keep you safe in Dhaka traffic. Essential reading before your next rental.',
    image: '/media/blogs/bike-safety-tips.svg',
    imageAlt: 'A rider wearing a full-face helmet and gloves waiting at a traffic signal',
    author: 'Arif Hossain',
    publishedOn: '2025-05-24',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'Dhaka traffic asks a lot of a motorbike rider. Buses pull in without warning, rickshaws appear from side lanes, pedestrians cross anywhere and some drivers treat lanes as a suggestion. One rider cannot change any of that, but your own habits make a big difference to how safely you get home. These are the rules we follow ourselves and ask every customer to follow.',
        ],
      },
      {
        heading: 'Helmet first, every time',
        paragraphs: [
          'Wearing a helmet is required by law in Bangladesh for both the rider and the pillion, and it is the most important piece of safety equipment you have. Every rental from us comes with a clean helmet, and we can give you a second one for your passenger. Fasten the chin strap so that only two fingers fit under it. A helmet that is not fastened can come off in a fall, exactly when you need it most.',
        ],
      },
      {
        heading: 'Be seen, be predictable and leave space',
        paragraphs: [
          'Ride with your headlight on, even during the day. Wear bright or light-coloured clothing if you can, and do not sit beside the rear wheels of a bus or truck, where the driver cannot see you. Signal early, change lanes smoothly and avoid sudden swerves between vehicles. Other road users cannot react to you if they cannot predict what you will do.',
          'Leave a gap of at least two seconds behind the vehicle in front, and more when the road is wet. Buses and CNG auto-rickshaws stop suddenly to pick up passengers, so when you are behind one, expect it to stop. When you move through slow traffic, go slowly, watch for doors opening and for people stepping out between vehicles, and never do it at speed.',
        ],
      },
      {
        heading: 'Riding in the rain',
        paragraphs: [
          'The first rain after a dry spell lifts oil and dust from the road and makes it very slippery. Painted lines, metal manhole covers and the steel joints on flyovers are especially slick. Brake earlier and more gently, avoid sudden throttle changes and do not lean hard into corners. If a street is flooded, do not ride through it: you cannot see what is under the water. Visibility drops in heavy rain too, so slow down and make sure your lights are on.',
        ],
      },
      {
        heading: 'The rules that matter',
        paragraphs: ['Most of these are the law. All of them are common sense:'],
        list: [
          "Carry your own valid BRTA driving licence. The bike's papers come with the rental.",
          'Only one pillion passenger is allowed on a motorbike. Three people on a bike is illegal and unsafe.',
          'Follow the posted speed limits, and ride well below them in crowded areas and near schools and markets.',
          'Never use a phone while riding, not even when traffic is crawling.',
          'Do not ride against the flow of traffic to save a few minutes. It puts you head-on with vehicles that are not expecting you.',
          'Do not ride when you are tired, after taking medicine that makes you drowsy, or under the influence of alcohol or drugs.',
        ],
      },
      {
        heading: 'Know when to stop',
        paragraphs: [
          'If you feel rushed, angry or exhausted, pull over somewhere safe, drink some water and wait a few minutes. No meeting is worth a crash. If anything goes wrong with the bike, stop safely and call us, and we will help you.',
        ],
      },
    ],
  },
  {
    id: 6,
    slug: 'electric-bikes',
    title: 'Electric Motorbikes and Scooters in Bangladesh: What to Know',
    description:
      'Quiet, cheap to run and easy in traffic. What riding an electric scooter in Dhaka is really like, from charging and range to monsoon care.',
    image: '/media/blogs/electric-bikes.svg',
    imageAlt: 'An electric scooter plugged into a charger beside a wall socket',
    author: 'Mahmudul Hasan',
    publishedOn: '2025-11-29',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          "Electric two-wheelers are becoming a familiar sight on Dhaka's roads. We added our first electric scooters to the fleet this month, and many customers have asked what they are like to live with. Here is an honest guide: where they shine, where they do not, and what to keep in mind if you rent one.",
        ],
      },
      {
        heading: 'Why riders are switching',
        paragraphs: [
          'The first thing you notice is the quiet. There is no engine noise and no vibration, just a soft hum as you pull away. Electric scooters are simple to ride, with no clutch and no gears: twist the throttle to go, squeeze the brakes to stop. That makes them relaxing in stop-and-go traffic, where a geared bike keeps your left hand busy with the clutch.',
          'Running costs are low. Charging from a normal socket costs much less than filling a tank with octane, and there is no engine oil to change. There are also no exhaust fumes where you ride, which matters in a city where air quality is a daily concern.',
        ],
      },
      {
        heading: 'Range and charging',
        paragraphs: [
          'Range is the question everyone asks, and the honest answer is that it depends. The size and type of battery, your weight, a passenger, the speed you ride at and how often you stop and start all change how far you get on a charge. When you collect a scooter, we tell you a realistic range for city riding, and we suggest you plan trips well within it instead of riding until the battery is nearly empty.',
          'Charging is done from an ordinary household socket with the charger supplied with the scooter. A full charge can take several hours, so charging overnight works best. Use a socket in good condition, keep the charger dry and ventilated, and do not leave it charging next to anything that can catch fire. Power cuts happen, so top up whenever you can rather than waiting for the last bar.',
        ],
      },
      {
        heading: 'Where electric scooters make sense',
        paragraphs: [
          'They are ideal for short and medium trips inside the city: commuting between Mohammadpur and Motijheel, running errands, visiting friends in Banani or an evening loop around Hatirjheel. They are not the right choice for highway trips such as the Dhaka–Mawa expressway or a ride to Sylhet. Their speed and range are designed for the city, and charging points along the highways are still hard to find. For those trips, choose one of our petrol bikes.',
        ],
      },
      {
        heading: 'Rules and monsoon care',
        paragraphs: [
          'An electric scooter on the road is still a motor vehicle. To rent one from us you need a valid BRTA driving licence for motorcycles, and a helmet is required for you and any passenger, just as on a petrol bike. The same traffic rules apply, including a maximum of one pillion.',
          'Electrics and deep water do not mix. Light rain is fine, but never ride through flooded streets, and do not park the scooter where water collects. If the scooter has been standing in water above the wheel hubs, do not switch it on; call us instead.',
        ],
      },
      {
        heading: 'Try one for yourself',
        paragraphs: [
          'The best way to find out whether electric suits you is to ride one for a day on your usual routes. Our electric scooters are listed with the rest of the fleet, with hourly prices in BDT, and the same 100 BDT advance payment books one online. If you are thinking of buying an electric scooter, a few days of renting is an inexpensive way to learn how the range and charging fit into your daily life before you spend a large amount of money.',
        ],
      },
    ],
  },
  {
    id: 7,
    slug: 'environmental-benefits',
    title: 'The Environmental Benefits of Renting a Bike',
    description:
      'How choosing a rented motorbike or electric scooter over a car can mean less fuel, less road space and less waste, plus habits that cut emissions.',
    image: '/media/blogs/environmental-benefits.svg',
    imageAlt: 'A motorbike parked under a green tree beside a lake',
    author: 'Nusrat Jahan',
    publishedOn: '2026-01-17',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          "Let us be honest first: a petrol motorbike is not a bicycle. It burns fuel and produces exhaust, and Dhaka's air quality is a serious problem that every vehicle adds to. But how we travel is a series of choices, and some choices are better than others. Renting a bike, and riding it well, can reduce the impact of getting around the city.",
        ],
      },
      {
        heading: 'Less fuel and less space than a car',
        paragraphs: [
          'For one person crossing town, a small motorbike uses far less fuel than a car. It is lighter, has a smaller engine and spends less time idling, because it moves through traffic more easily. If you would otherwise take a private car for a trip on your own, a bike is usually the lower-fuel option. For many journeys a shared bus is better still, and we would never suggest otherwise, but where the bus does not fit, a bike is a sensible middle ground.',
          'A motorbike takes up a fraction of the road and parking space of a car. In a city as crowded as Dhaka, space is itself an environmental issue: congestion means more engines idling, more fumes in one place and longer journeys for everyone, including the buses. Every car trip that becomes a bike trip frees up a little room.',
        ],
      },
      {
        heading: 'Sharing instead of owning',
        paragraphs: [
          'A rental bike is shared by many people. Instead of each of them buying a bike that stands parked for most of the day, one well-maintained machine serves many riders. That means fewer vehicles need to be built, and fewer end up rusting in a corner. Renting also lets you use the right bike for each trip, instead of owning a big machine for the occasional long ride and using it for short errands.',
          'Maintenance matters here too. A bike with a clean air filter, the right tyre pressure and a well-adjusted engine burns less fuel and produces less smoke than a neglected one. Keeping our fleet in that condition is part of our daily work.',
        ],
      },
      {
        heading: 'Electric scooters for city trips',
        paragraphs: [
          'Our electric scooters produce no exhaust where you ride. The electricity that charges them still has to be generated somewhere, so they are not free of impact, but moving emissions away from crowded streets, and away from the lungs of riders and pedestrians, is a real benefit. For short trips in the city they are the cleanest option in our fleet.',
        ],
      },
      {
        heading: 'How to ride greener',
        paragraphs: ['Whatever you ride, these habits save fuel and money:'],
        list: [
          'Switch off the engine if you will be stopped for more than a minute, for example at a long signal or a level crossing.',
          'Ride smoothly. Hard acceleration and late braking waste fuel and wear out tyres and brakes.',
          'Keep the tyres at the right pressure; soft tyres increase fuel use.',
          'Combine errands into one trip instead of making several short ones.',
          'Choose an electric scooter for short journeys in the city.',
          'Never remove or modify the silencer. It makes the bike louder and does nothing good for the air.',
        ],
      },
      {
        heading: 'Small changes add up',
        paragraphs: [
          "No single rider will fix Dhaka's air, but small changes made by many riders add up. We would love our customers to be among the cleanest and calmest riders on the city's roads.",
        ],
      },
    ],
  },
  {
    id: 8,
    slug: 'weekend-bike-adventure',
    title: 'Planning the Perfect Weekend Bike Adventure',
    description:
      'Pick up on Thursday evening, ride on Friday, return on Saturday. How to plan a weekend motorbike trip from Dhaka, with route ideas and a packing list.',
    image: '/media/blogs/weekend-bike-adventure.svg',
    imageAlt: 'A loaded motorbike on a country road at sunrise with fields on both sides',
    author: 'Arif Hossain',
    publishedOn: '2026-03-14',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'For most people in Dhaka the weekend is Friday and Saturday, and it is the perfect window for a short escape on two wheels. With a little planning you can leave the city at dawn, spend the day on quiet roads and be back in time for the working week.',
        ],
      },
      {
        heading: 'Timing your rental',
        paragraphs: [
          'Our shop is open Saturday to Thursday, 10am to 8pm, and closed on Fridays. The easiest plan is to collect your bike on Thursday evening after work, park it safely at home and leave early on Friday morning before the roads fill up. Return it on Saturday before 8pm. Book ahead in the cooler months, when weekend bikes are popular. If you want an extra day, remember that rentals of three days or more get 20% off.',
        ],
      },
      {
        heading: 'Ideas for one day',
        paragraphs: [
          'Sonargaon, south-east of Dhaka, makes a good half-day trip. The old merchant houses of Panam City and the folk art museum are a short ride off the Dhaka–Chattogram highway. Leave early, because the highway gets busy with trucks as the day goes on.',
          'The Dhaka–Mawa expressway takes you quickly to the banks of the Padma for a river view and a late breakfast of fried ilish. To the north, Bhawal National Park in Gazipur offers sal forest and shade, although the roads through Gazipur can be slow with factory traffic on working days, which is another good reason to go on a Friday.',
        ],
      },
      {
        heading: 'Ideas for two days',
        paragraphs: [
          'With a night away, Srimangal is within reach. The tea gardens, the Lawachara forest and the cooler mornings make the long ride worthwhile. Allow most of a morning for the ride each way, with breaks, stay somewhere with safe parking for the bike, and avoid the highway after dark. If you want to explore the rougher village roads around tea country, ask about our trail bikes, which have 25% off for weekend rentals.',
        ],
      },
      {
        heading: 'What to pack',
        paragraphs: [
          'Keep it light. A small bag strapped to the rear seat is easier to ride with than a heavy backpack. Bring:',
        ],
        list: [
          'Your driving licence, national ID card and the bike papers we give you.',
          'A rain jacket or rain suit, even if the sky looks clear.',
          'Water, a small snack and a basic first-aid kit.',
          'Your phone, a charging cable and a power bank.',
          'Some cash for fuel, food and tolls, in case cards or mobile payments do not work.',
          'A bungee net or straps to hold your bag firmly in place.',
        ],
      },
      {
        heading: 'On the road',
        paragraphs: [
          'Fill the tank before you leave the city, and top up whenever you are down to half a tank on unfamiliar roads. Stop every hour or so to stretch and drink water, especially in the heat. Ride at a comfortable pace rather than trying to keep up with buses, and tell someone your route and when you expect to be back.',
          'Save our phone number before you leave. If the bike has a problem, stop somewhere safe and call us; if it happens on a Friday when the shop is closed, leave a message and we will get back to you as early as we can. The best weekend adventures are the ones where everyone comes home with good stories and no injuries.',
        ],
      },
    ],
  },
  {
    id: 9,
    slug: 'history-bike-rentals',
    title: 'A Short History of Bike Rentals',
    description:
      'From bicycles hired by the hour to city bike-share schemes, app-based rides and scooter hire: how renting two wheels became part of everyday life.',
    image: '/media/blogs/history-bike-rentals.svg',
    imageAlt: 'An old-fashioned bicycle beside a modern motorbike, showing how two-wheelers have changed',
    author: 'Nusrat Jahan',
    publishedOn: '2026-05-09',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'Renting a bike feels like a modern idea, booked on a phone and paid online. In fact people have been hiring two-wheelers for almost as long as two-wheelers have existed. The story of bike rental is really a story about one simple problem: plenty of people need a bike for a few hours, a day or a week, and it makes no sense for each of them to own one.',
        ],
      },
      {
        heading: 'The first hire shops',
        paragraphs: [
          "The bicycle became popular in the late nineteenth century, once the 'safety bicycle', with two wheels of equal size and a chain drive, replaced the tall and risky penny-farthing. Bicycles were expensive at first, and hire shops in towns and holiday resorts let people rent one by the hour or the day. For many people, a rented bicycle was their first taste of the freedom of moving under their own power, faster than walking and without a horse.",
        ],
      },
      {
        heading: 'Free bikes and city schemes',
        paragraphs: [
          'In 1965, a group of activists in Amsterdam proposed the White Bicycle Plan: bicycles painted white and left unlocked around the city for anyone to use free of charge. The idea was ahead of its time. Many of the bikes were stolen or taken away by the authorities, but it inspired the bike-sharing schemes that came later.',
          'In 1995 Copenhagen introduced city bikes that could be released with a coin deposit, like a supermarket trolley. Theft was still a problem, so later schemes used cards, docking stations and registered users. In the 2000s large schemes appeared in French cities such as Lyon and Paris, and cities around the world, from London to Mexico City, followed with their own systems.',
        ],
      },
      {
        heading: 'Apps, dockless bikes and scooters',
        paragraphs: [
          'Smartphones changed rental again. In the mid-2010s, companies in China and then elsewhere launched dockless bikes that could be found, unlocked and paid for through an app and left almost anywhere. The idea spread quickly, and so did the problems: in some cities, piles of abandoned bikes blocked pavements, and many operators closed. Electric scooters for hire followed in many cities, bringing the same convenience and similar debates about safety and parking.',
        ],
      },
      {
        heading: 'Motorbikes and scooters for hire',
        paragraphs: [
          'Motorbike rental grew in a different way, mostly around travel. Renting a scooter by the day became a familiar part of holidays in much of southern Europe and South-East Asia, and touring riders in many countries rent larger motorcycles for long road trips instead of shipping their own. Good rental shops learned early that success depends on well-maintained bikes, clear rules and trust on both sides.',
        ],
      },
      {
        heading: 'Renting on two or three wheels in Bangladesh',
        paragraphs: [
          'Bangladesh has its own long tradition of renting vehicles. Many rickshaw pullers have long rented their rickshaws by the day from garage owners, and many people remember renting a bicycle by the hour from a neighbourhood shop as children. From the mid-2010s, app-based motorbike ride-sharing made the motorbike an everyday way to get around Dhaka for people who did not own one.',
          'Self-drive motorbike rental, where you ride the bike yourself for a few hours or a few days, is the next step in that story. That is where we come in: online booking, hourly rates in BDT, a small advance payment and bikes that are checked after every rental. The technology is new, but the idea is the same one those early hire shops understood more than a century ago.',
        ],
      },
    ],
  },
  {
    id: 10,
    slug: 'bike-accessories',
    title: 'Essential Bike Accessories for Dhaka Riders',
    description:
      "Helmets, gloves, rain gear and phone mounts: the accessories that make a rented motorbike safer and more comfortable in Dhaka's heat and rain.",
    image: '/media/blogs/bike-accessories.svg',
    imageAlt: 'A helmet, riding gloves, a rain suit and a phone mount laid out next to each other',
    author: 'Mahmudul Hasan',
    publishedOn: '2026-06-20',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'A good bike is only part of a good ride. The right gear keeps you safer if something goes wrong and more comfortable when nothing does. Here is what we suggest you bring, or ask us about, when you rent from us.',
        ],
      },
      {
        heading: 'The helmet',
        paragraphs: [
          'A helmet is required by law in Bangladesh for the rider and the pillion, and every rental from us includes a clean helmet. If you have your own good helmet, you are welcome to wear it. A full-face helmet protects your chin and jaw as well as your head, and it keeps out dust, insects and rain. An open-face helmet is cooler in the heat but gives less protection.',
          'Whatever you wear, it should sit snugly without pressing painfully, and the chin strap must be fastened every time. Keep the visor clean, and use a clear visor at night; a tinted visor after dark makes it much harder to see potholes and pedestrians. A helmet that has been in a crash should be replaced, even if it looks fine.',
        ],
      },
      {
        heading: 'Gloves, jacket and shoes',
        paragraphs: [
          "In a fall, your hands usually touch the ground first. Light gloves with some padding on the palms are comfortable enough for the city and save a lot of skin. A riding jacket with mesh panels and protective padding is the best choice for Dhaka's heat; if you do not have one, a long-sleeved shirt or jacket in a tough fabric is far better than short sleeves.",
          "Wear long trousers and closed shoes that cover your ankles. Sandals and slippers are common on Dhaka's bikes, but they protect nothing in a fall, and an open foot near the exhaust or the chain is an easy way to get hurt.",
        ],
      },
      {
        heading: 'Rain gear for the monsoon',
        paragraphs: [
          'From June onwards, rain gear is not optional. A two-piece rain suit is better than a long raincoat or poncho, which can flap in the wind and catch on the bike. A waterproof cover for your bag and a zip-lock pouch for your phone, wallet and papers keep the important things dry. An anti-fog treatment or insert for your visor helps a lot in humid weather.',
        ],
      },
      {
        heading: 'Phone mount and power',
        paragraphs: [
          'A firm handlebar phone mount lets you follow directions without touching the phone. Holding a phone while riding is dangerous, and even a quick glance down at your lap takes your eyes off the road. A small power bank keeps your phone alive on a long day, and you will need it for directions and for calling us if anything goes wrong.',
        ],
      },
      {
        heading: 'Small things worth carrying',
        paragraphs: ['These take little space and are often the things riders wish they had brought:'],
        list: [
          'A washable face mask for dust and smoke in traffic.',
          'A reflective vest or reflective strips for riding after dark.',
          'A bungee net to hold a bag on the rear seat.',
          'A small first-aid kit and a bottle of water.',
          'A soft cloth to wipe your visor and mirrors.',
          'Photos of your licence and ID on your phone, in addition to the originals.',
        ],
      },
    ],
  },
  {
    id: 11,
    slug: 'kids-bike',
    title: 'Kids, Bikes and Family Safety',
    description:
      "Why we don't rent motorbikes to under-18s, how to carry a child safely as a pillion, and family day-out ideas around Dhaka.",
    image: '/media/blogs/kids-bike.svg',
    imageAlt: 'A child in a helmet learning to ride a small bicycle while a parent watches',
    author: 'Farhana Akter',
    publishedOn: '2026-08-22',
    readingMinutes: 4,
    sections: [
      {
        paragraphs: [
          'We are often asked about children: whether a teenager can rent a bike, whether a child can ride behind a parent, and where children can learn to ride. We love seeing families enjoy the road together, so here is our honest answer to each of these questions.',
        ],
      },
      {
        heading: "Why we don't rent to minors",
        paragraphs: [
          "In Bangladesh you must be at least 18 years old to get a non-professional driving licence, and you need a valid licence to ride a motorbike on public roads. We only rent to adults who hold a valid BRTA motorcycle licence, and we check it when we hand over the bike. There are no exceptions, even with a parent's permission or a parent standing next to the bike. A teenager who is keen to ride should learn properly once they are old enough, with a learner licence and a qualified instructor, not on a rented bike in city traffic.",
        ],
      },
      {
        heading: 'Carrying a child as a pillion',
        paragraphs: [
          "You will see children squeezed between two adults, or sitting on the fuel tank in front of the rider, on Dhaka's roads every day. Please do not do this on our bikes or on any bike. Only one pillion passenger is allowed, and a child counts as a passenger like anyone else.",
          'Whether a child is ready to ride as a pillion is a decision for parents, but a few simple tests help. The child should be able to sit astride the seat with both feet resting firmly on the footrests, hold on to the rider or the grab rail for the whole journey, and stay awake and alert. If they cannot do all of these, they are not ready, whatever their age. When they are ready:',
        ],
        list: [
          "They need a helmet that fits and is fastened. An adult helmet on a small head can slip over the eyes or come off, and our helmets are made for adults, so bring the child's own.",
          'Dress them in closed shoes and long trousers, and make sure their feet and legs stay well away from the hot exhaust and the rear wheel.',
          'Tie up loose dupattas, scarves and long clothing, for the child and for any passenger, so that nothing can catch in the wheel or chain.',
          'Keep trips short and slow, on quiet roads. No highways, and no riding in heavy rain.',
          'Talk before you set off: explain that they must sit still, hold on, lean with the bike and tap you if they need to stop.',
        ],
      },
      {
        heading: "Kids' bicycles: the right way to start",
        paragraphs: [
          'We do not rent bicycles, but most motorcyclists began on one, and a bicycle is the right place for children to learn balance, braking and road sense. Choose a bicycle that fits: seated, the child should be able to touch the ground with the balls of their feet. A helmet matters just as much on a bicycle.',
          'Main roads in Dhaka are no place for a young cyclist, so look for closed or quiet spaces: a school playground at the weekend, a quiet residential lane early on a Friday morning, or a park where cycling is allowed. Teach them to look behind before moving off, to use both brakes and to stop at every junction. These habits will serve them well if they choose to ride a motorbike one day.',
        ],
      },
      {
        heading: 'Family day-out ideas',
        paragraphs: [
          'Families with more than one licensed adult rider can make a day of it. Rent a bike each, take an older child as a pillion if they are ready, and keep the trip short and relaxed. Some ideas close to the city: an early morning visit to the National Botanical Garden in Mirpur, a late afternoon loop around Hatirjheel with a snack by the water, or Dhanmondi Lake on a Friday morning. When four family members rent together, our family offer makes one of the four rentals free.',
          'With small children, a car or CNG is simply the safer choice. There is nothing wrong with the riders going by bike and meeting the rest of the family there.',
        ],
      },
    ],
  },
  {
    id: 12,
    slug: 'group-bike-rentals',
    title: 'Group Bike Rentals: Riding Together with Friends, Family or Colleagues',
    description:
      'Renting bikes for a group? How to book, brief your riders and ride safely together, from riding formation and hand signals to fuel stops.',
    image: '/media/blogs/group-bike-rentals.svg',
    imageAlt: 'A small group of motorbike riders in helmets riding in a staggered line on an open road',
    author: 'Farhana Akter',
    publishedOn: '2026-10-10',
    readingMinutes: 3,
    sections: [
      {
        paragraphs: [
          'Riding together is one of the great pleasures of motorcycling. A group ride to Mawa for lunch, an office outing to Purbachal or a family trip to Sonargaon can become a day people talk about for years. But a group is more complicated than a single rider, and a little planning makes all the difference.',
        ],
      },
      {
        heading: 'Booking for a group',
        paragraphs: [
          'Book early, especially for Thursdays and Saturdays. Each rider can book a bike online with the 100 BDT advance payment, or you can call us and we will help you reserve several bikes together. Every rider needs their own valid BRTA motorcycle licence and must come to the handover to collect their bike and helmet. If four family members are renting together, ask about our family offer, which makes one of the four rentals free.',
          'Try to choose bikes of a similar size, so the group can travel at a comfortable pace together. Give newer riders lighter, easier bikes, and let our staff know if anyone has not ridden for a while; we will go through the controls with them before you leave.',
        ],
      },
      {
        heading: 'Choose a leader and a sweep',
        paragraphs: [
          'Decide who leads and who rides last before you set off. The leader should know the route and set a pace the slowest rider can manage comfortably. The sweep, ideally an experienced rider, stays at the back, keeps an eye on everyone and stops if anyone has a problem. Put the newest riders near the front, just behind the leader, so they are never left trying to catch up.',
        ],
      },
      {
        heading: 'Riding formation',
        paragraphs: [
          'On open roads, ride in a staggered line: the leader on one side of the lane, the next rider on the other side and a little further back, and so on. This gives everyone space to see ahead and room to brake. In city traffic, on narrow roads and through bends, ride in single file. Never ride side by side, and never overtake within the group.',
          'Keep groups small. If there are more than five or six riders, split into smaller groups, each with its own leader and sweep, and meet at planned stops. A long line of bikes is hard for other drivers to pass and easy to break up at signals.',
        ],
      },
      {
        heading: 'Signals and stops',
        paragraphs: ['Agree on the plan before anyone starts an engine:'],
        list: [
          'A few simple hand signals: stop, slow down, need fuel and hazard on the road.',
          'Fuel stops planned around the bike with the smallest tank.',
          'A meeting point after each junction or city section, so nobody rushes through a signal to keep up.',
          "A shared list of phone numbers, and the route saved on everyone's phone.",
          'A break every hour for water and a stretch, more often in the heat.',
        ],
      },
      {
        heading: 'Looking after each other',
        paragraphs: [
          'The golden rule of group riding is that every rider is responsible for their own riding. Never follow the rider in front into an overtake unless you can see for yourself that it is safe, and never ride faster than you are comfortable with just because the group is ahead. A good group ride ends with everyone at the destination, a little tired and very happy. Talk to us before your trip; we are glad to help with bikes, routes and advice.',
        ],
      },
    ],
  },
];
