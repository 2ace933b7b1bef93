"""Who an asker is by trade ("journalist", "data analyst", "PhD student", "startup founder"):
the words of a self-introduction ("Journalist here.", "Analyst at a fund.", "I'm a reporter
at Bloomberg."), which say who asks and never what is asked."""

from __future__ import annotations

__all__ = ["TRADE"]

#: a trade, with a few words that qualify it ("data journalist", "senior analyst")
TRADE = (r"(?:data\s+|crypto\s+|freelance\s+|financial\s+|equity\s+|research\s+|business\s+|"
         r"phd\s+|grad(?:uate)?\s+|masters?\s+|undergrad\s+|senior\s+|junior\s+|lead\s+|"
         r"solo\s+|startup\s+|indie\s+|tech\s+|fintech\s+|web3\s+|product\s+|software\s+|"
         r"backend\s+|independent\s+|staff\s+)*(?:journalist|reporter|writer|editor|"
         r"(?:co-?)?founder|ceo|cto|cfo|coo|analyst|researcher|student|accountant|bookkeeper|"
         r"auditor|developer|dev|engineer|investor|vc|trader|economist|consultant|professor|"
         r"lecturer|teacher|blogger|podcaster|manager|pm|scientist|builder|hobbyist|columnist|"
         r"marketer|designer|lawyer|intern|strategist|(?:podcast\s+|radio\s+|show\s+)host|"
         r"(?:grant\s+)?reviewer)")
