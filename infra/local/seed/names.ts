// Names as they occur in Suriname's population (Hindostani, Creole, Javanese, Maroon, Chinese,
// Indigenous, Brazilian and Dutch families), for realistic demo and scale data.
export const FEMALE_FIRST = [
  'Sunita', 'Anita', 'Radha', 'Shanti', 'Priya', 'Kavita', 'Reshma', 'Sharmila', 'Indra', 'Nadia', 'Esther', 'Marlène', 'Gerda', 'Ruth',
  'Jacqueline', 'Shirley', 'Gracia', 'Wendy', 'Sylvia', 'Sandra', 'Tamara', 'Chantal', 'Mei Ling', 'Xiu', 'Lucia', 'Renée', 'Sri', 'Wati',
  'Siti', 'Ratna', 'Yanti', 'Dewi', 'Kiona', 'Ayla', 'Aïsha', 'Fatima', 'Ingrid', 'Monique', 'Patricia', 'Joyce', 'Naomi', 'Sharon',
];
export const MALE_FIRST = [
  'Ravi', 'Anand', 'Rajesh', 'Krishna', 'Vikash', 'Sanjay', 'Dinesh', 'Ashwin', 'Navin', 'Errol', 'Johan', 'Marlon', 'Ronald', 'Hugo',
  'Ricardo', 'Clifton', 'Glenn', 'Desi', 'Stanley', 'Kenneth', 'Wei', 'Jian', 'Paulo', 'Mario', 'Sugito', 'Paiman', 'Sardjo', 'Soekirman',
  'Waldo', 'Orlando', 'Iwan', 'Romeo', 'Hendrik', 'Jerrel', 'Dwight', 'Gregory', 'Mohamed', 'Imran', 'Ramon', 'André', 'Bryan', 'Dennis',
];
export const SURNAMES = [
  'Ramdin', 'Ramsaran', 'Mahabier', 'Jagernath', 'Sewnath', 'Bhagwandin', 'Ramautar', 'Kalloe', 'Debipersad', 'Adhin', 'Sital',
  'Pinas', 'Kartosen', 'Abauna', 'Amatstam', 'Venetiaan', 'Wijngaarde', 'Brunings', 'Lieuw', 'Tjon A Fong', 'Chin A Lin', 'Tjin-A-Djie',
  'Kromodimedjo', 'Sastrodikromo', 'Soekhoe', 'Atmodikoro', 'Karsowidjojo', 'Pawiro', 'Sarmo', 'Doekhie', 'Aloewisi', 'Adjako', 'Apinsa',
  'Pané', 'Sabajo', 'MacDonald', 'Van der Lugt', 'De Vries', 'Da Silva', 'Dos Santos', 'Lo Fo Sang', 'Wong', 'Fung', 'Kanhai', 'Ganpat',
  'Oosterling', 'Fränkel', 'Karg', 'Nijman', 'Vreden', 'Elsenhout', 'Tawjoeram', 'Sumter', 'Hooghart', 'Doelwijt', 'Amafo',
];
export const PROFESSIONS = ['Lerares', 'Verpleegkundige', 'Chauffeur', 'Ambtenaar', 'Student', 'Landbouwer', 'Kapper', 'Timmerman', 'Winkelier', 'Gepensioneerd', 'Monteur', 'Bankmedewerker', 'Visser', 'Huisvrouw', ''];
export const EMPLOYERS = ['', '', '', 'Staatsolie', 'Ministerie van Onderwijs', 'Telesur', 'EBS', 'Hakrinbank', 'DSB Bank', 'Fernandes', 'Academisch Ziekenhuis', "'s Lands Hospitaal", 'SZF'];
export const BIRTH_PLACES = ['Paramaribo', 'Paramaribo', 'Paramaribo', 'Lelydorp', 'Nieuw Nickerie', 'Moengo', 'Albina', 'Brokopondo', 'Groningen', 'Totness', 'Onverwacht', 'Georgetown', 'Amsterdam'];
