"""From parse trees to meaning: the transformer of the whole grammar.

Each clause family has its grammar and its transformer methods side by side in
`clauses/` (`keywords`, `costs`, `activated`, `triggered`, `static`, `effects`,
`conditions`, `references`); the values they build are the intermediate forms of `forms.py` and
`semantics.py`, with `AbilityIR` records at the top that `compiler.py` turns into the
engine's ability objects for a given card. A new family is a new pair of files there,
named in `FAMILIES` and mixed in below.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from manastack.cards.oracle.clauses.activated import ActivatedClauses
from manastack.cards.oracle.clauses.alone import AloneClauses
from manastack.cards.oracle.clauses.alternative_costs import AlternativeCostClauses
from manastack.cards.oracle.clauses.animate import AnimateClauses
from manastack.cards.oracle.clauses.another import AnotherClauses
from manastack.cards.oracle.clauses.any_mana_costs import AnyManaCostClauses
from manastack.cards.oracle.clauses.any_player import AnyPlayerClauses
from manastack.cards.oracle.clauses.any_target_players import AnyTargetPlayerClauses
from manastack.cards.oracle.clauses.as_enters_choose import AsEntersChooseClauses
from manastack.cards.oracle.clauses.as_long_as import AsLongAsClauses
from manastack.cards.oracle.clauses.ascend import AscendClauses
from manastack.cards.oracle.clauses.attach_self import AttachSelfClauses
from manastack.cards.oracle.clauses.attached_dies import AttachedDiesClauses
from manastack.cards.oracle.clauses.attack_conditions import AttackConditionClauses
from manastack.cards.oracle.clauses.attack_taxes import AttackTaxClauses
from manastack.cards.oracle.clauses.attack_you import AttackYouClauses
from manastack.cards.oracle.clauses.attacking_whom import AttackingWhomClauses
from manastack.cards.oracle.clauses.attacks_this_turn import AttacksThisTurnClauses
from manastack.cards.oracle.clauses.backup import BackupClauses
from manastack.cards.oracle.clauses.battalion import BattalionClauses
from manastack.cards.oracle.clauses.becomes_target import BecomesTargetClauses
from manastack.cards.oracle.clauses.blink import BlinkClauses
from manastack.cards.oracle.clauses.block_requirements import BlockRequirementClauses
from manastack.cards.oracle.clauses.blocked_triggers import BlockedTriggerClauses
from manastack.cards.oracle.clauses.blocker_counts import BlockerCountClauses
from manastack.cards.oracle.clauses.blocking import BlockingClauses
from manastack.cards.oracle.clauses.bloodthirst import BloodthirstClauses
from manastack.cards.oracle.clauses.board_conditions import BoardConditionClauses
from manastack.cards.oracle.clauses.bushido import BushidoClauses
from manastack.cards.oracle.clauses.card_names import CardNameClauses
from manastack.cards.oracle.clauses.cards_equal_to import CardsEqualToClauses
from manastack.cards.oracle.clauses.cascade import CascadeClauses
from manastack.cards.oracle.clauses.case_solving import CaseSolvingClauses
from manastack.cards.oracle.clauses.cast_or_enters import CastOrEntersClauses
from manastack.cards.oracle.clauses.cast_restrictions import CastRestrictionClauses
from manastack.cards.oracle.clauses.cda_counts import CdaCountClauses
from manastack.cards.oracle.clauses.chosen_values import ChosenValueClauses
from manastack.cards.oracle.clauses.class_levels import ClassLevelClauses
from manastack.cards.oracle.clauses.clones import CloneClauses
from manastack.cards.oracle.clauses.coins import CoinClauses
from manastack.cards.oracle.clauses.color_either import ColorEitherClauses
from manastack.cards.oracle.clauses.combat import CombatClauses
from manastack.cards.oracle.clauses.combat_casts import CombatCastClauses
from manastack.cards.oracle.clauses.commander import CommanderClauses
from manastack.cards.oracle.clauses.commander_filters import CommanderFilterClauses
from manastack.cards.oracle.clauses.conditional_effects import ConditionalEffectClauses
from manastack.cards.oracle.clauses.conditions import ConditionClauses
from manastack.cards.oracle.clauses.control import ControlClauses
from manastack.cards.oracle.clauses.control_a import ControlAClauses
from manastack.cards.oracle.clauses.controlled import ControlledClauses
from manastack.cards.oracle.clauses.copy_casts import CopyCastClauses
from manastack.cards.oracle.clauses.copy_tokens import CopyTokenClauses
from manastack.cards.oracle.clauses.cost_less_if import CostLessIfClauses
from manastack.cards.oracle.clauses.cost_records import CostRecordClauses
from manastack.cards.oracle.clauses.costs import CostClauses
from manastack.cards.oracle.clauses.counted_mana import CountedManaClauses
from manastack.cards.oracle.clauses.counter_costs import CounterCostClauses
from manastack.cards.oracle.clauses.counter_for_each import CounterForEachClauses
from manastack.cards.oracle.clauses.counter_keywords import CounterKeywordClauses
from manastack.cards.oracle.clauses.countered import CounteredClauses
from manastack.cards.oracle.clauses.counters import CounterClauses
from manastack.cards.oracle.clauses.counters_for_each import CountersForEachClauses
from manastack.cards.oracle.clauses.create_for_each import CreateForEachClauses
from manastack.cards.oracle.clauses.created_tokens import CreatedTokenClauses
from manastack.cards.oracle.clauses.creature_combat_damage import CreatureCombatDamageClauses
from manastack.cards.oracle.clauses.creature_riders import CreatureRiderClauses
from manastack.cards.oracle.clauses.cumulative_upkeep import CumulativeUpkeepClauses
from manastack.cards.oracle.clauses.cycled import CycledClauses
from manastack.cards.oracle.clauses.damage_dealt import DamageDealtClauses
from manastack.cards.oracle.clauses.damage_pairs import DamagePairClauses
from manastack.cards.oracle.clauses.damage_record import DamageRecordClauses
from manastack.cards.oracle.clauses.damage_triggers import DamageTriggerClauses
from manastack.cards.oracle.clauses.dash import DashClauses
from manastack.cards.oracle.clauses.defining import DefiningClauses
from manastack.cards.oracle.clauses.devotion import DevotionClauses
from manastack.cards.oracle.clauses.discarded_this_way import DiscardedThisWayClauses
from manastack.cards.oracle.clauses.discards import DiscardClauses
from manastack.cards.oracle.clauses.distributed_counters import DistributedCounterClauses
from manastack.cards.oracle.clauses.divided import DividedClauses
from manastack.cards.oracle.clauses.draw_triggers import DrawTriggerClauses
from manastack.cards.oracle.clauses.durations import DurationClauses
from manastack.cards.oracle.clauses.during_turns import DuringTurnClauses
from manastack.cards.oracle.clauses.each_target import EachTargetClauses
from manastack.cards.oracle.clauses.effect_series import EffectSeriesClauses
from manastack.cards.oracle.clauses.effects import EffectClauses
from manastack.cards.oracle.clauses.embalm import EmbalmClauses
from manastack.cards.oracle.clauses.emblems import EmblemClauses
from manastack.cards.oracle.clauses.enchant_player import EnchantPlayerClauses
from manastack.cards.oracle.clauses.enchanted_objects import EnchantedObjectClauses
from manastack.cards.oracle.clauses.encore import EncoreClauses
from manastack.cards.oracle.clauses.energy import EnergyClauses
from manastack.cards.oracle.clauses.enters_or_attacks import EntersOrAttacksClauses
from manastack.cards.oracle.clauses.enters_or_graveyard import EntersOrGraveyardClauses
from manastack.cards.oracle.clauses.enters_tapped_with import EntersTappedWithClauses
from manastack.cards.oracle.clauses.enters_with_if import EntersWithIfClauses
from manastack.cards.oracle.clauses.entwine import EntwineClauses
from manastack.cards.oracle.clauses.evolve import EvolveClauses
from manastack.cards.oracle.clauses.exalted import ExaltedClauses
from manastack.cards.oracle.clauses.exert import ExertClauses
from manastack.cards.oracle.clauses.exile_costs import ExileCostClauses
from manastack.cards.oracle.clauses.exile_instead import ExileInsteadClauses
from manastack.cards.oracle.clauses.exploit import ExploitClauses
from manastack.cards.oracle.clauses.explore import ExploreClauses
from manastack.cards.oracle.clauses.extort import ExtortClauses
from manastack.cards.oracle.clauses.for_each import ForEachClauses
from manastack.cards.oracle.clauses.foretell import ForetellClauses
from manastack.cards.oracle.clauses.found_objects import FoundObjectClauses
from manastack.cards.oracle.clauses.from_anywhere import FromAnywhereClauses
from manastack.cards.oracle.clauses.from_graveyard import FromGraveyardClauses
from manastack.cards.oracle.clauses.goad import GoadClauses
from manastack.cards.oracle.clauses.graft import GraftClauses
from manastack.cards.oracle.clauses.granted import GrantedClauses
from manastack.cards.oracle.clauses.graveyard_casts import GraveyardCastClauses
from manastack.cards.oracle.clauses.graveyard_counts import GraveyardCountClauses
from manastack.cards.oracle.clauses.graveyard_sets import GraveyardSetClauses
from manastack.cards.oracle.clauses.graveyard_to_top import GraveyardToTopClauses
from manastack.cards.oracle.clauses.graveyards import GraveyardClauses
from manastack.cards.oracle.clauses.greatest_among import GreatestAmongClauses
from manastack.cards.oracle.clauses.had_counters import HadCounterClauses
from manastack.cards.oracle.clauses.hand_casts import HandCastClauses
from manastack.cards.oracle.clauses.hand_conditions import HandConditionClauses
from manastack.cards.oracle.clauses.hand_exile import HandExileClauses
from manastack.cards.oracle.clauses.hands import HandClauses
from manastack.cards.oracle.clauses.hidden_looks import HiddenLookClauses
from manastack.cards.oracle.clauses.if_condition import IfConditionClauses
from manastack.cards.oracle.clauses.if_it_is import IfItIsClauses
from manastack.cards.oracle.clauses.if_that_creature import IfThatCreatureClauses
from manastack.cards.oracle.clauses.if_that_was import IfThatWasClauses
from manastack.cards.oracle.clauses.if_you_do import IfYouDoClauses
from manastack.cards.oracle.clauses.imprint import ImprintClauses
from manastack.cards.oracle.clauses.in_combat import InCombatClauses
from manastack.cards.oracle.clauses.intervening_if import InterveningIfClauses
from manastack.cards.oracle.clauses.investigate import InvestigateClauses
from manastack.cards.oracle.clauses.join_forces import JoinForcesClauses
from manastack.cards.oracle.clauses.jump_start import JumpStartClauses
from manastack.cards.oracle.clauses.keyword_and_rule import KeywordAndRuleClauses
from manastack.cards.oracle.clauses.keyword_choice import KeywordChoiceClauses
from manastack.cards.oracle.clauses.keyword_meanings import KeywordMeaningClauses
from manastack.cards.oracle.clauses.keyword_sentences import KeywordSentenceClauses
from manastack.cards.oracle.clauses.keywords import KeywordClauses
from manastack.cards.oracle.clauses.land_plays import LandPlayClauses
from manastack.cards.oracle.clauses.library_bottom import LibraryBottomClauses
from manastack.cards.oracle.clauses.life_paid import LifePaidClauses
from manastack.cards.oracle.clauses.life_totals import LifeTotalClauses
from manastack.cards.oracle.clauses.linked_exile import LinkedExileClauses
from manastack.cards.oracle.clauses.look_at_top import LookAtTopClauses
from manastack.cards.oracle.clauses.lose_all import LoseAllClauses
from manastack.cards.oracle.clauses.loyalty_effects import LoyaltyEffectClauses
from manastack.cards.oracle.clauses.madness import MadnessClauses
from manastack.cards.oracle.clauses.mana_amounts import ManaAmountClauses
from manastack.cards.oracle.clauses.mana_triggers import ManaTriggerClauses
from manastack.cards.oracle.clauses.may_have import MayHaveClauses
from manastack.cards.oracle.clauses.may_have_damage import MayHaveDamageClauses
from manastack.cards.oracle.clauses.may_have_player import MayHavePlayerClauses
from manastack.cards.oracle.clauses.may_have_where import MayHaveWhereClauses
from manastack.cards.oracle.clauses.may_pay import MayPayClauses
from manastack.cards.oracle.clauses.mill_costs import MillCostClauses
from manastack.cards.oracle.clauses.min_blockers import MinBlockerClauses
from manastack.cards.oracle.clauses.miracle import MiracleClauses
from manastack.cards.oracle.clauses.modal_choices import ModalChoiceClauses
from manastack.cards.oracle.clauses.monarch import MonarchClauses
from manastack.cards.oracle.clauses.monstrosity import MonstrosityClauses
from manastack.cards.oracle.clauses.more_triggers import MoreTriggerClauses
from manastack.cards.oracle.clauses.multiple_blocks import MultipleBlockClauses
from manastack.cards.oracle.clauses.myriad import MyriadClauses
from manastack.cards.oracle.clauses.named_search import NamedSearchClauses
from manastack.cards.oracle.clauses.named_self import NamedSelfClauses
from manastack.cards.oracle.clauses.next_cleanup import NextCleanupClauses
from manastack.cards.oracle.clauses.next_end_step import NextEndStepClauses
from manastack.cards.oracle.clauses.next_turn import NextTurnClauses
from manastack.cards.oracle.clauses.next_upkeep import NextUpkeepClauses
from manastack.cards.oracle.clauses.ninjutsu import NinjutsuClauses
from manastack.cards.oracle.clauses.object_numbers import ObjectNumberClauses
from manastack.cards.oracle.clauses.once_each_turn import OnceEachTurnClauses
from manastack.cards.oracle.clauses.one_or_more_modes import OneOrMoreModeClauses
from manastack.cards.oracle.clauses.opponent_conditions import OpponentConditionClauses
from manastack.cards.oracle.clauses.opponent_counts import OpponentCountClauses
from manastack.cards.oracle.clauses.opponent_steps import OpponentStepClauses
from manastack.cards.oracle.clauses.other_players import OtherPlayerClauses
from manastack.cards.oracle.clauses.other_targets import OtherTargetClauses
from manastack.cards.oracle.clauses.overload import OverloadClauses
from manastack.cards.oracle.clauses.owned_card_counts import OwnedCardCountClauses
from manastack.cards.oracle.clauses.owners_libraries import OwnersLibrariesClauses
from manastack.cards.oracle.clauses.pay_on_resolution import PayOnResolutionClauses
from manastack.cards.oracle.clauses.persist import PersistClauses
from manastack.cards.oracle.clauses.piles import PileClauses
from manastack.cards.oracle.clauses.planeswalker_attacked import PlaneswalkerAttackedClauses
from manastack.cards.oracle.clauses.player_conditions import PlayerConditionClauses
from manastack.cards.oracle.clauses.player_prohibitions import PlayerProhibitionClauses
from manastack.cards.oracle.clauses.player_searches import PlayerSearchClauses
from manastack.cards.oracle.clauses.players import PlayerClauses
from manastack.cards.oracle.clauses.poison_counters import PoisonCounterClauses
from manastack.cards.oracle.clauses.power_comparison import PowerComparisonClauses
from manastack.cards.oracle.clauses.prevention import PreventionClauses
from manastack.cards.oracle.clauses.prevention_shields import PreventionShieldClauses
from manastack.cards.oracle.clauses.protection import ProtectionClauses
from manastack.cards.oracle.clauses.pt_counts import PtCountClauses
from manastack.cards.oracle.clauses.put_onto_battlefield import PutOntoBattlefieldClauses
from manastack.cards.oracle.clauses.random_discard_costs import RandomDiscardCostClauses
from manastack.cards.oracle.clauses.rebound import ReboundClauses
from manastack.cards.oracle.clauses.references import ReferenceClauses
from manastack.cards.oracle.clauses.regeneration import RegenerationClauses
from manastack.cards.oracle.clauses.remove_counters import RemoveCounterClauses
from manastack.cards.oracle.clauses.remove_from_combat import RemoveFromCombatClauses
from manastack.cards.oracle.clauses.renown import RenownClauses
from manastack.cards.oracle.clauses.reveal_or_pay import RevealOrPayClauses
from manastack.cards.oracle.clauses.reveal_top import RevealTopClauses
from manastack.cards.oracle.clauses.sacrifice_it import SacrificeItClauses
from manastack.cards.oracle.clauses.sacrificed_stats import SacrificedStatClauses
from manastack.cards.oracle.clauses.sagas import SagaClauses
from manastack.cards.oracle.clauses.scavenge import ScavengeClauses
from manastack.cards.oracle.clauses.search import SearchClauses
from manastack.cards.oracle.clauses.search_pairs import SearchPairClauses
from manastack.cards.oracle.clauses.search_x import SearchXClauses
from manastack.cards.oracle.clauses.shared_types import SharedTypeClauses
from manastack.cards.oracle.clauses.shuffle_reveal import ShuffleRevealClauses
from manastack.cards.oracle.clauses.spell_cost_increases import SpellCostIncreaseClauses
from manastack.cards.oracle.clauses.spell_cost_reductions import SpellCostReductionClauses
from manastack.cards.oracle.clauses.spell_costs import SpellCostClauses
from manastack.cards.oracle.clauses.spell_types import SpellTypeClauses
from manastack.cards.oracle.clauses.spell_values import SpellValueClauses
from manastack.cards.oracle.clauses.spells_cast import SpellsCastClauses
from manastack.cards.oracle.clauses.split_second import SplitSecondClauses
from manastack.cards.oracle.clauses.starting_life import StartingLifeClauses
from manastack.cards.oracle.clauses.state_triggers import StateTriggerClauses
from manastack.cards.oracle.clauses.static import StaticClauses
from manastack.cards.oracle.clauses.static_prevention import StaticPreventionClauses
from manastack.cards.oracle.clauses.storm import StormClauses
from manastack.cards.oracle.clauses.subjectless_rules import SubjectlessRuleClauses
from manastack.cards.oracle.clauses.support import SupportClauses
from manastack.cards.oracle.clauses.suspend import SuspendClauses
from manastack.cards.oracle.clauses.switch import SwitchClauses
from manastack.cards.oracle.clauses.tap_costs import TapCostClauses
from manastack.cards.oracle.clauses.tap_for_each import TapForEachClauses
from manastack.cards.oracle.clauses.tap_or_untap import TapOrUntapClauses
from manastack.cards.oracle.clauses.that_player_controls import ThatPlayerControlsClauses
from manastack.cards.oracle.clauses.to_your_graveyard import ToYourGraveyardClauses
from manastack.cards.oracle.clauses.token_grants import TokenGrantClauses
from manastack.cards.oracle.clauses.token_lists import TokenListClauses
from manastack.cards.oracle.clauses.top_card_look import TopCardLookClauses
from manastack.cards.oracle.clauses.top_cards_split import TopCardsSplitClauses
from manastack.cards.oracle.clauses.top_of_library import TopOfLibraryClauses
from manastack.cards.oracle.clauses.toxic import ToxicClauses
from manastack.cards.oracle.clauses.transform import TransformClauses
from manastack.cards.oracle.clauses.trap_costs import TrapCostClauses
from manastack.cards.oracle.clauses.triggered import TriggeredClauses
from manastack.cards.oracle.clauses.turn_prohibitions import TurnProhibitionClauses
from manastack.cards.oracle.clauses.turn_records import TurnRecordClauses
from manastack.cards.oracle.clauses.tutors import TutorClauses
from manastack.cards.oracle.clauses.two_type_costs import TwoTypeCostClauses
from manastack.cards.oracle.clauses.type_pairs import TypePairClauses
from manastack.cards.oracle.clauses.typed_conditions import TypedConditionClauses
from manastack.cards.oracle.clauses.typed_discard_costs import TypedDiscardCostClauses
from manastack.cards.oracle.clauses.umbra_armor import UmbraArmorClauses
from manastack.cards.oracle.clauses.unblocked import UnblockedClauses
from manastack.cards.oracle.clauses.undaunted import UndauntedClauses
from manastack.cards.oracle.clauses.unearth import UnearthClauses
from manastack.cards.oracle.clauses.unless_attacked import UnlessAttackedClauses
from manastack.cards.oracle.clauses.unless_you import UnlessYouClauses
from manastack.cards.oracle.clauses.untap_limits import UntapLimitClauses
from manastack.cards.oracle.clauses.untap_next import UntapNextClauses
from manastack.cards.oracle.clauses.untap_returns import UntapReturnClauses
from manastack.cards.oracle.clauses.untap_up_to import UntapUpToClauses
from manastack.cards.oracle.clauses.until import UntilClauses
from manastack.cards.oracle.clauses.ward import WardClauses
from manastack.cards.oracle.clauses.weaker_blockers import WeakerBlockerClauses
from manastack.cards.oracle.clauses.while_you_control import WhileYouControlClauses
from manastack.cards.oracle.clauses.wishes import WishClauses
from manastack.cards.oracle.clauses.with_counters import WithCounterClauses
from manastack.cards.oracle.clauses.you_attack import YouAttackClauses
from manastack.cards.oracle.forms import AbilityIR

# The grammar files of the clause families, in the order the grammar is put together
# (after `oracle.lark`, which has the start rule).
FAMILIES = ("keywords", "costs", "activated", "triggered", "static", "effects", "conditions",
            "references", "transform", "commander", "emblems", "control", "search", "until", "players",
            "durations", "defining", "combat", "regeneration", "spell_costs", "hands", "as_long_as",
            "blocking", "cast_restrictions", "damage_record", "more_triggers", "choices",
            "named_search", "life_totals", "counters", "controlled", "coins", "switch",
            "attack_conditions", "countered", "tap_costs", "discards", "for_each", "another",
            "graveyards", "sagas", "ward", "convoke", "granted", "in_combat", "typed_conditions",
            "exile_instead", "spell_types", "untap_up_to", "untap_limits", "energy", "may_pay",
            "alternative_costs", "loyalty_effects", "animate", "prevention", "next_turn",
            "look_at_top", "pay_on_resolution", "while_you_control", "support", "with_counters",
            "tutors", "reveal_or_pay", "protection", "jump_start", "blocked_triggers", "keyword_meanings",
            "bloodthirst", "multiple_blocks", "exert", "divided", "split_second", "persist",
            "counter_keywords", "prevention_shields", "library_bottom", "player_prohibitions",
            "battalion", "alone", "untap_next", "counted_mana", "type_series", "from_graveyard",
            "damage_dealt", "cycled", "each_target", "remove_from_combat", "remove_counters",
            "enters_tapped_with",
            "adjective_lists", "attack_you", "attached_dies", "sacrifice_it", "counter_costs",
            "object_numbers", "other_players", "if_that_creature", "player_searches", "draw_triggers",
            "graveyard_sets", "spell_cost_increases", "keyword_choice", "damage_pairs",
            "damage_triggers", "token_grants", "linked_exile", "create_for_each", "attacking_whom",
            "copy_tokens", "put_onto_battlefield", "any_player", "enchant_player", "ascend",
            "conditional_effects", "keyword_and_rule", "toxic", "improvise", "undaunted", "delve",
            "unless_you", "owners_libraries", "life_paid", "if_that_was", "exile_costs",
            "distributed_counters", "untap_returns", "spell_cost_reductions", "min_blockers",
            "next_end_step", "may_have", "static_prevention", "block_requirements",
            "that_player_controls", "intervening_if", "attach_self",
            "created_tokens",
            "imprint",
            "unblocked",
            "creature_riders",
            "next_cleanup",
            "turn_prohibitions",
            "tap_for_each",
            "modal_choices",
            "if_you_do",
            "power_comparison",
            "sacrificed_stats",
            "hand_exile",
            "creature_combat_damage",
            "may_have_player",
            "hand_conditions",
            "if_condition",
            "graveyard_counts",
            "control_a",
            "turn_records",
            "enters_with_if",
            "cost_less_if",
            "unless_attacked",
            "owned_card_counts",
            "top_card_look",
            "once_each_turn",
            "cast_or_enters",
            "other_targets",
            "starting_life",
            "had_counters",
            "attacks_this_turn",
            "named_self",
            "planeswalker_attacked",
            "token_lists",
            "trap_costs",
            "graveyard_to_top",
            "graft",
            "any_target_players",
            "shuffle_reveal",
            "pt_counts",
            "keyword_semicolons",
            "monstrosity",
            "umbra_armor",
            "madness",
            "miracle",
            "storm",
            "cascade",
            "next_upkeep",
            "becomes_target",
            "player_conditions",
            "during_turns",
            "investigate",
            "keyword_sentences",
            "poison_counters",
            "counter_for_each",
            "weaker_blockers",
            "commander_filters",
            "devotion",
            "enters_or_graveyard",
            "enchanted_objects",
            "unearth",
            "exalted",
            "rebound",
            "dash",
            "encore",
            "entwine",
            "subjectless_rules",
            "scavenge",
            "embalm",
            "renown",
            "evolve",
            "cost_records",
            "graveyard_casts",
            "any_mana_costs",
            "join_forces",
            "goad",
            "attack_taxes",
            "cards_equal_to",
            "bushido",
            "explore",
            "foretell",
            "suspend",
            "state_triggers",
            "extort",
            "cumulative_upkeep",
            "board_conditions",
            "card_names",
            "copy_casts",
            "search_pairs",
            "and_or",
            "cda_counts",
            "from_anywhere",
            "you_attack",
            "ninjutsu",
            "overload",
            "backup",
            "myriad",
            "spells_cast",
            "color_either",
            "land_plays",
            "combat_casts",
            "mana_triggers",
            "tap_or_untap",
            "monarch",
            "two_type_costs",
            "random_discard_costs",
            "exploit",
            "class_levels",
            "case_solving",
            "blink",
            "clones",
            "opponent_counts",
            "typed_discard_costs",
            "mana_amounts",
            "top_cards_split",
            "one_or_more_modes",
            "to_your_graveyard",
            "if_it_is",
            "may_have_where",
            "search_x",
            "shared_types",
            "lose_all",
            "blocker_counts",
            "opponent_conditions",
            "effect_series",
            "spell_values",
            "hand_casts",
            "top_of_library",
            "piles",
            "as_enters_choose",
            "chosen_values",
            "discarded_this_way",
            "opponent_steps",
            "reveal_top",
            "counters_for_each",
            "greatest_among",
            "enters_or_attacks",
            "hidden_looks",
            "mill_costs",
            "wishes",
            "may_have_damage",
            "type_pairs",
            )


@v_args(inline=False)
class OracleTransformer(KeywordClauses, CostClauses, ActivatedClauses, TriggeredClauses, StaticClauses,
                        EffectClauses, ConditionClauses, ReferenceClauses, TransformClauses,
                        CommanderClauses, EmblemClauses, ControlClauses, SearchClauses, UntilClauses,
                        PlayerClauses, DurationClauses, DefiningClauses, CombatClauses,
                        RegenerationClauses, SpellCostClauses, HandClauses, AsLongAsClauses,
                        BlockingClauses, CastRestrictionClauses, DamageRecordClauses,
                        MoreTriggerClauses, NamedSearchClauses, LifeTotalClauses, CounterClauses,
                        ControlledClauses, CoinClauses, SwitchClauses, AttackConditionClauses,
                        CounteredClauses, TapCostClauses, DiscardClauses, ForEachClauses,
                        AnotherClauses, GraveyardClauses, SagaClauses, WardClauses, GrantedClauses,
                        InCombatClauses, TypedConditionClauses, ExileInsteadClauses, SpellTypeClauses,
                        UntapUpToClauses, UntapLimitClauses, EnergyClauses, MayPayClauses,
                        AlternativeCostClauses, LoyaltyEffectClauses, AnimateClauses,
                        PreventionClauses, NextTurnClauses, LookAtTopClauses, PayOnResolutionClauses,
                        WhileYouControlClauses, SupportClauses, WithCounterClauses, TutorClauses,
                        RevealOrPayClauses,
                        ProtectionClauses, JumpStartClauses, BlockedTriggerClauses,
                        KeywordMeaningClauses, BloodthirstClauses, MultipleBlockClauses, ExertClauses,
                        DividedClauses, SplitSecondClauses, PersistClauses, CounterKeywordClauses,
                        PreventionShieldClauses, LibraryBottomClauses, PlayerProhibitionClauses,
                        BattalionClauses, AloneClauses, UntapNextClauses, CountedManaClauses,
                        FromGraveyardClauses, DamageDealtClauses, CycledClauses, EachTargetClauses,
                        RemoveFromCombatClauses, RemoveCounterClauses, EntersTappedWithClauses,
                        AttackYouClauses,
                        AttachedDiesClauses, SacrificeItClauses, CounterCostClauses,
                        ObjectNumberClauses, OtherPlayerClauses, IfThatCreatureClauses,
                        PlayerSearchClauses, DrawTriggerClauses, GraveyardSetClauses,
                        SpellCostIncreaseClauses, KeywordChoiceClauses, DamagePairClauses,
                        DamageTriggerClauses, TokenGrantClauses, LinkedExileClauses,
                        CreateForEachClauses, AttackingWhomClauses, CopyTokenClauses,
                        PutOntoBattlefieldClauses, AnyPlayerClauses, EnchantPlayerClauses,
                        AscendClauses, ConditionalEffectClauses, KeywordAndRuleClauses, ToxicClauses,
                        UndauntedClauses, UnlessYouClauses, OwnersLibrariesClauses, LifePaidClauses,
                        IfThatWasClauses, ExileCostClauses, DistributedCounterClauses,
                        UntapReturnClauses, SpellCostReductionClauses, MinBlockerClauses,
                        NextEndStepClauses, MayHaveClauses, StaticPreventionClauses,
                        BlockRequirementClauses, ThatPlayerControlsClauses, InterveningIfClauses,
                        AttachSelfClauses,
                        CreatedTokenClauses,
                        ImprintClauses,
                        UnblockedClauses,
                        CreatureRiderClauses,
                        NextCleanupClauses,
                        NextUpkeepClauses,
                        BecomesTargetClauses,
                        PlayerConditionClauses,
                        DuringTurnClauses,
                        InvestigateClauses,
                        KeywordSentenceClauses,
                        PoisonCounterClauses,
                        TurnProhibitionClauses,
                        TapForEachClauses,
                        ModalChoiceClauses,
                        IfYouDoClauses,
                        PowerComparisonClauses,
                        SacrificedStatClauses,
                        HandExileClauses,
                        CreatureCombatDamageClauses,
                        MayHavePlayerClauses,
                        HandConditionClauses,
                        IfConditionClauses,
                        GraveyardCountClauses,
                        ControlAClauses,
                        TurnRecordClauses,
                        EntersWithIfClauses,
                        CostLessIfClauses,
                        UnlessAttackedClauses,
                        OwnedCardCountClauses,
                        TopCardLookClauses,
                        OnceEachTurnClauses,
                        CastOrEntersClauses,
                        OtherTargetClauses,
                        StartingLifeClauses,
                        HadCounterClauses,
                        AttacksThisTurnClauses,
                        NamedSelfClauses,
                        PlaneswalkerAttackedClauses,
                        TokenListClauses,
                        TrapCostClauses,
                        GraveyardToTopClauses,
                        GraftClauses,
                        AnyTargetPlayerClauses,
                        ShuffleRevealClauses,
                        PtCountClauses,
                        MonstrosityClauses,
                        ClassLevelClauses,
                        CaseSolvingClauses,
                        BlinkClauses,
                        CloneClauses,
                        UmbraArmorClauses,
                        MadnessClauses,
                        MiracleClauses,
                        StormClauses,
                        CascadeClauses,
                        CounterForEachClauses,
                        WeakerBlockerClauses,
                        CommanderFilterClauses,
                        DevotionClauses,
                        EntersOrGraveyardClauses,
                        EnchantedObjectClauses,
                        UnearthClauses,
                        ExaltedClauses,
                        ReboundClauses,
                        DashClauses,
                        EncoreClauses,
                        EntwineClauses,
                        SubjectlessRuleClauses,
                        ScavengeClauses,
                        EmbalmClauses,
                        RenownClauses,
                        EvolveClauses,
                        CostRecordClauses,
                        GraveyardCastClauses,
                        AnyManaCostClauses,
                        JoinForcesClauses,
                        GoadClauses,
                        AttackTaxClauses,
                        CardsEqualToClauses,
                        BushidoClauses,
                        ExploreClauses,
                        ForetellClauses,
                        SuspendClauses,
                        StateTriggerClauses,
                        ExtortClauses,
                        CumulativeUpkeepClauses,
                        BoardConditionClauses,
                        CardNameClauses,
                        CopyCastClauses,
                        FoundObjectClauses,
                        SearchPairClauses,
                        CdaCountClauses,
                        FromAnywhereClauses,
                        YouAttackClauses,
                        NinjutsuClauses,
                        OverloadClauses,
                        BackupClauses,
                        MyriadClauses,
                        SpellsCastClauses,
                        ColorEitherClauses,
                        LandPlayClauses,
                        CombatCastClauses,
                        ManaTriggerClauses,
                        TapOrUntapClauses,
                        MonarchClauses,
                        TwoTypeCostClauses,
                        RandomDiscardCostClauses,
                        ExploitClauses,
                        OpponentCountClauses,
                        TypedDiscardCostClauses,
                        ManaAmountClauses,
                        TopCardsSplitClauses,
                        OneOrMoreModeClauses,
                        ToYourGraveyardClauses,
                        IfItIsClauses,
                        MayHaveWhereClauses,
                        SearchXClauses,
                        SharedTypeClauses,
                        LoseAllClauses,
                        BlockerCountClauses,
                        OpponentConditionClauses,
                        EffectSeriesClauses,
                        SpellValueClauses,
                        HandCastClauses,
                        TopOfLibraryClauses,
                        PileClauses,
                        AsEntersChooseClauses,
                        ChosenValueClauses,
                        GreatestAmongClauses,
                        CountersForEachClauses,
                        RevealTopClauses,
                        OpponentStepClauses,
                        DiscardedThisWayClauses,
                        EntersOrAttacksClauses,
                        HiddenLookClauses,
                        MillCostClauses,
                        WishClauses,
                        MayHaveDamageClauses,
                        TypePairClauses,
                        Transformer[Token, Any]):
    """Bottom-up: each method receives its children's values."""

    def start(self, c: list[Any]) -> AbilityIR:
        if isinstance(c[0], list):
            return AbilityIR("effects", items=c[0])
        result: AbilityIR = c[0]
        return result
